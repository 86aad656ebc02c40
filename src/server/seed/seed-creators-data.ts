/*
 * The demo creator directory: 40 varied creators. Each row is compact on purpose;
 * seed-creators.ts expands it into users, profiles, social links and packages, and
 * generate-creator-art.ts draws the local avatar for each slug (public/images/creators/).
 */

export type SeedPlatform = "tiktok" | "instagram" | "youtube" | "facebook" | "x" | "linkedin" | "pinterest" | "snapchat";

export interface SeedCreator {
  first: string;
  last: string;
  country: string;
  languages: string[];
  niches: string[];
  shortBio: string;
  description: string;
  /** [platform, follower count]; the handle is derived from the name. */
  socials: [SeedPlatform, number][];
  /** Base price in dollars of the creator's single-video package; the others scale from it. */
  basePrice: number;
  /** Avatar drawing: skin tone 0–5, hair style 0–4, hair colour 0–5, background hue 0–360. */
  look: [number, number, number, number];
}

export const SEED_CREATORS: SeedCreator[] = [
  {
    first: "Amara",
    last: "Okafor",
    country: "NG",
    languages: ["en"],
    niches: ["beauty", "skincare"],
    shortBio: "Skincare routines for melanin-rich skin, filmed in natural light",
    description:
      "I make honest, routine-style skincare videos: morning and night routines, texture shots and before-and-after check-ins after two weeks of use. Brands hire me when they want their product to feel like part of a real shelf.",
    socials: [
      ["tiktok", 182000],
      ["instagram", 64000],
    ],
    basePrice: 220,
    look: [5, 2, 0, 330],
  },
  {
    first: "Liam",
    last: "Fitzgerald",
    country: "IE",
    languages: ["en"],
    niches: ["fitness", "apps"],
    shortBio: "Strength coach turning training apps into 20-second proof",
    description:
      "Certified strength coach. I film real sessions with the app on screen: logging sets, hitting PRs, the rest timer going off. No six-pack montages, just training that looks like your users' training.",
    socials: [
      ["instagram", 41000],
      ["youtube", 12800],
    ],
    basePrice: 180,
    look: [0, 0, 3, 210],
  },
  {
    first: "Sofia",
    last: "Marín",
    country: "ES",
    languages: ["es", "en"],
    niches: ["fashion", "travel"],
    shortBio: "Outfit transitions and packing videos in Spanish and English",
    description:
      "Bilingual fashion creator from Valencia. I'm known for smooth outfit transitions, capsule-wardrobe packing videos and try-on hauls with honest fit notes for different body types.",
    socials: [
      ["tiktok", 96000],
      ["instagram", 51000],
      ["pinterest", 8200],
    ],
    basePrice: 240,
    look: [2, 1, 1, 15],
  },
  {
    first: "Kenji",
    last: "Watanabe",
    country: "CA",
    languages: ["en", "ja"],
    niches: ["tech", "gaming"],
    shortBio: "Desk setups, gadgets and clean macro product shots",
    description:
      "I shoot tech the way people actually use it: cable management, desk setup tours, unboxings with macro detail and quick 'three things I didn't expect' reviews. Calm voice-over, tight edits.",
    socials: [
      ["youtube", 88000],
      ["tiktok", 57000],
    ],
    basePrice: 300,
    look: [1, 3, 0, 200],
  },
  {
    first: "Priya",
    last: "Raman",
    country: "IN",
    languages: ["en", "hi", "ta"],
    niches: ["food", "wellness"],
    shortBio: "Quick vegetarian recipes with your product as the hero ingredient",
    description:
      "Home cook and recipe developer. I build 30-second recipes around a single product: spice blends, kitchen tools, plant milks. Overhead shots, crisp sizzle audio and captions in three languages.",
    socials: [
      ["instagram", 124000],
      ["youtube", 33000],
    ],
    basePrice: 160,
    look: [3, 2, 0, 40],
  },
  {
    first: "Marcus",
    last: "Reed",
    country: "US",
    languages: ["en"],
    niches: ["finance", "apps"],
    shortBio: "Explains money apps in plain English, talking-head style",
    description:
      "Former bank teller turned personal-finance creator. I explain budgeting, saving and investing apps to people who hate spreadsheets: direct-to-camera, screen recordings and a hook in the first line.",
    socials: [
      ["tiktok", 230000],
      ["youtube", 41000],
      ["x", 9000],
    ],
    basePrice: 350,
    look: [4, 0, 0, 250],
  },
  {
    first: "Elin",
    last: "Johansson",
    country: "SE",
    languages: ["sv", "en"],
    niches: ["home", "parenting"],
    shortBio: "Calm Scandinavian home routines and kid-proof product tests",
    description:
      "Mum of two in Gothenburg. I film cleaning routines, nursery organisation and 'will it survive a toddler' tests. Soft light, minimal styling and honest voice-overs in Swedish or English.",
    socials: [
      ["instagram", 38000],
      ["tiktok", 22000],
    ],
    basePrice: 150,
    look: [0, 1, 2, 150],
  },
  {
    first: "Diego",
    last: "Fernández",
    country: "MX",
    languages: ["es", "en"],
    niches: ["food", "outdoors"],
    shortBio: "Campfire cooking and grill gear, filmed outdoors",
    description:
      "I cook outside, mostly over fire. Brands send me cookware, coolers, grills and sauces, and I put them to work on camping trips and backyard cook-outs with plenty of real smoke and sizzle.",
    socials: [
      ["youtube", 64000],
      ["instagram", 45000],
    ],
    basePrice: 200,
    look: [3, 0, 0, 25],
  },
  {
    first: "Chloé",
    last: "Dubois",
    country: "FR",
    languages: ["fr", "en"],
    niches: ["beauty", "fashion"],
    shortBio: "French-girl makeup in under a minute",
    description:
      "Makeup artist in Lyon. Five-minute faces, 'get ready with me' voice-overs and side-by-side swatches. I work in French or English and deliver both versions on request.",
    socials: [
      ["tiktok", 143000],
      ["instagram", 88000],
    ],
    basePrice: 260,
    look: [1, 2, 4, 350],
  },
  {
    first: "Tom",
    last: "Hargreaves",
    country: "GB",
    languages: ["en"],
    niches: ["pets", "outdoors"],
    shortBio: "Two spaniels, muddy walks and dog gear that has to survive both",
    description:
      "I film dog products on long countryside walks with my two springer spaniels: harnesses, treats, beds and GPS collars. Real mud, real rain, genuine reactions.",
    socials: [
      ["instagram", 72000],
      ["tiktok", 49000],
    ],
    basePrice: 170,
    look: [0, 0, 1, 110],
  },
  {
    first: "Aisha",
    last: "Rahman",
    country: "GB",
    languages: ["en", "ar"],
    niches: ["fitness", "wellness"],
    shortBio: "Early-morning workouts for people with full-time jobs",
    description:
      "I train at 6am before work and film it. My audience is busy professionals, so my videos are short, practical and honest about how hard consistency is. Supplements, apparel and fitness apps.",
    socials: [
      ["instagram", 58000],
      ["tiktok", 31000],
    ],
    basePrice: 190,
    look: [3, 4, 0, 280],
  },
  {
    first: "Noah",
    last: "Schneider",
    country: "DE",
    languages: ["de", "en"],
    niches: ["tech", "home"],
    shortBio: "Smart-home gadgets installed and tested on camera",
    description:
      "Engineer by day. I install smart-home devices, robot vacuums and lighting in my Berlin flat and film the setup, the app and a week-later verdict. German or English voice-over.",
    socials: [
      ["youtube", 52000],
      ["tiktok", 18000],
    ],
    basePrice: 280,
    look: [0, 3, 1, 190],
  },
  {
    first: "Isabela",
    last: "Costa",
    country: "BR",
    languages: ["pt", "es", "en"],
    niches: ["beauty", "wellness"],
    shortBio: "Haircare for curls, tested on camera wash day to day five",
    description:
      "Curly-hair creator in São Paulo. I document wash days, day-three curls and product comparisons for coily and curly hair. Portuguese, Spanish or English.",
    socials: [
      ["tiktok", 210000],
      ["instagram", 97000],
    ],
    basePrice: 230,
    look: [4, 2, 0, 300],
  },
  {
    first: "Jack",
    last: "Thompson",
    country: "AU",
    languages: ["en"],
    niches: ["outdoors", "travel"],
    shortBio: "Van life, surf trips and gear that earns its space",
    description:
      "I live in a van on the Australian east coast. Everything I own has to earn its space, so my reviews are about durability, packing size and whether I'd buy it again.",
    socials: [
      ["youtube", 110000],
      ["instagram", 76000],
    ],
    basePrice: 260,
    look: [1, 0, 2, 175],
  },
  {
    first: "Mei",
    last: "Lin",
    country: "SG",
    languages: ["en", "zh"],
    niches: ["skincare", "tech"],
    shortBio: "Beauty tech and skincare devices, explained simply",
    description:
      "I review LED masks, microcurrent tools and skincare fridges with clear explanations of what they do and don't do. Clean studio look, close-up texture shots.",
    socials: [
      ["tiktok", 67000],
      ["instagram", 40000],
    ],
    basePrice: 240,
    look: [1, 1, 0, 320],
  },
  {
    first: "Samuel",
    last: "Mensah",
    country: "GH",
    languages: ["en"],
    niches: ["fashion", "fitness"],
    shortBio: "Streetwear fits and training gear, styled two ways",
    description:
      "Accra-based stylist. I take one product and style it two ways, gym to street, with quick transitions and punchy captions. Strong on sneakers, activewear and bags.",
    socials: [
      ["tiktok", 88000],
      ["instagram", 52000],
    ],
    basePrice: 200,
    look: [5, 0, 0, 45],
  },
  {
    first: "Hannah",
    last: "Porter",
    country: "US",
    languages: ["en"],
    niches: ["parenting", "home"],
    shortBio: "Real-life parenting hacks from a house with three kids",
    description:
      "Three kids under eight and a very small kitchen. I film lunch-box prep, playroom resets and the products that actually make the chaos smaller. Relatable, funny, never staged.",
    socials: [
      ["instagram", 150000],
      ["facebook", 42000],
      ["tiktok", 61000],
    ],
    basePrice: 280,
    look: [0, 2, 3, 95],
  },
  {
    first: "Arjun",
    last: "Mehta",
    country: "IN",
    languages: ["en", "hi"],
    niches: ["finance", "tech"],
    shortBio: "Fintech and productivity apps, screen-first",
    description:
      "I make screen-recorded walkthroughs with a face cam: budgeting apps, banking features, note-taking tools. Fast pacing, clear captions, and I test every flow myself before filming.",
    socials: [
      ["youtube", 95000],
      ["linkedin", 21000],
      ["x", 14000],
    ],
    basePrice: 210,
    look: [3, 3, 0, 230],
  },
  {
    first: "Lucía",
    last: "Romero",
    country: "AR",
    languages: ["es"],
    niches: ["food", "travel"],
    shortBio: "Coffee, mate and breakfast rituals in Buenos Aires",
    description:
      "Café hopper and home barista. I film slow breakfast rituals, coffee gear and pantry products with warm tones and ASMR sound. Spanish voice-over with English captions.",
    socials: [
      ["instagram", 47000],
      ["tiktok", 29000],
    ],
    basePrice: 140,
    look: [2, 1, 1, 30],
  },
  {
    first: "Oliver",
    last: "Brooks",
    country: "NZ",
    languages: ["en"],
    niches: ["outdoors", "fitness"],
    shortBio: "Trail running and hiking gear from New Zealand's backcountry",
    description:
      "Trail runner and hiking guide. I test shoes, packs, hydration and recovery products on real trails, with drone shots and honest wear-and-tear updates.",
    socials: [
      ["youtube", 39000],
      ["instagram", 34000],
    ],
    basePrice: 210,
    look: [0, 3, 2, 140],
  },
  {
    first: "Fatima",
    last: "Zahra",
    country: "MA",
    languages: ["fr", "ar", "en"],
    niches: ["skincare", "beauty"],
    shortBio: "Modest beauty and skincare in French, Arabic and English",
    description:
      "I create skincare and makeup tutorials for a modest-fashion audience across North Africa and Europe. Trilingual captions, soft glam and ingredient-first explanations.",
    socials: [
      ["instagram", 112000],
      ["tiktok", 74000],
    ],
    basePrice: 230,
    look: [2, 4, 0, 345],
  },
  {
    first: "Ethan",
    last: "Clarke",
    country: "CA",
    languages: ["en", "fr"],
    niches: ["gaming", "tech"],
    shortBio: "Gaming peripherals and setups with cinematic B-roll",
    description:
      "I build gaming setups and film peripherals with cinematic lighting: keyboards, headsets, chairs, capture cards. English or Canadian French voice-over.",
    socials: [
      ["youtube", 145000],
      ["tiktok", 92000],
      ["x", 18000],
    ],
    basePrice: 380,
    look: [0, 0, 4, 265],
  },
  {
    first: "Zanele",
    last: "Dlamini",
    country: "ZA",
    languages: ["en", "zu"],
    niches: ["beauty", "fashion"],
    shortBio: "Bold colour, bold makeup, Johannesburg street style",
    description:
      "Makeup and fashion creator from Johannesburg. I love colour and I'm not shy about it: bold looks, wear tests and honest shade-range reviews for deeper skin tones.",
    socials: [
      ["tiktok", 76000],
      ["instagram", 48000],
    ],
    basePrice: 190,
    look: [5, 1, 0, 10],
  },
  {
    first: "Lukas",
    last: "Novák",
    country: "CZ",
    languages: ["cs", "en", "de"],
    niches: ["apps", "finance"],
    shortBio: "SaaS demos that sound like a friend recommending a tool",
    description:
      "Product designer who makes short app demos. I find the one feature that makes people say 'oh, nice' and build the video around it. English, Czech or German.",
    socials: [
      ["linkedin", 28000],
      ["youtube", 15000],
    ],
    basePrice: 250,
    look: [0, 3, 2, 215],
  },
  {
    first: "Grace",
    last: "Adeyemi",
    country: "US",
    languages: ["en"],
    niches: ["wellness", "food"],
    shortBio: "Gut-health recipes and supplement routines, no hype",
    description:
      "Registered dietitian. I make evidence-minded wellness content: supplement routines, high-fibre recipes and 'what I eat in a day'. I only say what I can back up.",
    socials: [
      ["instagram", 86000],
      ["tiktok", 54000],
    ],
    basePrice: 270,
    look: [4, 2, 0, 60],
  },
  {
    first: "Mateo",
    last: "Rossi",
    country: "IT",
    languages: ["it", "en"],
    niches: ["food", "home"],
    shortBio: "Italian kitchen tools and pantry staples, done properly",
    description:
      "Pasta maker and food photographer from Bologna. I film kitchen tools, cookware and pantry staples with a chef's eye and a grandmother's patience. Italian or English.",
    socials: [
      ["instagram", 69000],
      ["youtube", 21000],
    ],
    basePrice: 220,
    look: [1, 0, 0, 20],
  },
  {
    first: "Yuki",
    last: "Tanaka",
    country: "JP",
    languages: ["ja", "en"],
    niches: ["skincare", "home"],
    shortBio: "Minimalist routines and ASMR product textures",
    description:
      "I make quiet, ASMR-style videos: skincare textures, tidy drawers, a cup of tea in a clean room. Brands use my videos when they want calm instead of loud.",
    socials: [
      ["tiktok", 134000],
      ["instagram", 58000],
    ],
    basePrice: 250,
    look: [1, 1, 0, 160],
  },
  {
    first: "Rachel",
    last: "Goldberg",
    country: "US",
    languages: ["en", "he"],
    niches: ["parenting", "wellness"],
    shortBio: "New-parent gear reviewed by a paediatric nurse",
    description:
      "Paediatric nurse and first-time mum. I review baby gear, sleep products and postpartum care with a professional's eye and a sleep-deprived parent's honesty.",
    socials: [
      ["instagram", 93000],
      ["tiktok", 38000],
      ["facebook", 12000],
    ],
    basePrice: 240,
    look: [0, 2, 3, 75],
  },
  {
    first: "Daniel",
    last: "Kim",
    country: "KR",
    languages: ["ko", "en"],
    niches: ["skincare", "fashion"],
    shortBio: "K-beauty routines and menswear for guys who are new to both",
    description:
      "I make skincare and style approachable for men who have never used a toner. Step-by-step routines, texture close-ups and minimalist outfit ideas.",
    socials: [
      ["tiktok", 158000],
      ["youtube", 47000],
    ],
    basePrice: 290,
    look: [1, 3, 0, 240],
  },
  {
    first: "Sophie",
    last: "van Dijk",
    country: "NL",
    languages: ["nl", "en", "de"],
    niches: ["outdoors", "travel"],
    shortBio: "Cycling trips and everyday commuting gear",
    description:
      "I cycle everywhere, rain included. I film bike bags, rain gear, lights and travel products on commutes and multi-day tours through the Netherlands and beyond.",
    socials: [
      ["instagram", 36000],
      ["youtube", 19000],
    ],
    basePrice: 170,
    look: [0, 1, 2, 125],
  },
  {
    first: "Carlos",
    last: "Mendoza",
    country: "CO",
    languages: ["es", "en"],
    niches: ["fitness", "food"],
    shortBio: "High-protein meals and gym-bag essentials",
    description:
      "Personal trainer from Medellín. I film meal prep, protein recipes and gym-bag essentials with fast cuts and motivational voice-overs in Spanish or English.",
    socials: [
      ["tiktok", 101000],
      ["instagram", 67000],
    ],
    basePrice: 180,
    look: [3, 0, 0, 35],
  },
  {
    first: "Emily",
    last: "Carter",
    country: "AU",
    languages: ["en"],
    niches: ["pets", "home"],
    shortBio: "Cat-approved home products (and the occasional cat-rejected one)",
    description:
      "Two rescue cats, one small apartment in Melbourne. I film litter, toys, food and furniture, and my cats decide the verdict. Funny, honest and very shareable.",
    socials: [
      ["tiktok", 245000],
      ["instagram", 88000],
    ],
    basePrice: 260,
    look: [0, 2, 1, 55],
  },
  {
    first: "Omar",
    last: "Haddad",
    country: "AE",
    languages: ["ar", "en"],
    niches: ["tech", "travel"],
    shortBio: "Travel tech and luxury unboxings in Arabic and English",
    description:
      "I review travel tech, luggage and premium gadgets with sleek, cinematic unboxings. Arabic or English voice-over, both versions available.",
    socials: [
      ["instagram", 132000],
      ["youtube", 58000],
      ["snapchat", 41000],
    ],
    basePrice: 340,
    look: [2, 0, 0, 45],
  },
  {
    first: "Nina",
    last: "Petrova",
    country: "BG",
    languages: ["bg", "en"],
    niches: ["beauty", "apps"],
    shortBio: "Nail art and beauty apps, hands-on",
    description:
      "Nail technician who films nail art, press-ons and beauty booking apps. Close-up hand shots, satisfying process videos and quick tutorials.",
    socials: [
      ["tiktok", 79000],
      ["instagram", 43000],
      ["pinterest", 15000],
    ],
    basePrice: 160,
    look: [0, 1, 4, 300],
  },
  {
    first: "Kwame",
    last: "Asante",
    country: "GB",
    languages: ["en"],
    niches: ["gaming", "apps"],
    shortBio: "Mobile games and apps, reaction-style",
    description:
      "I play new mobile games and apps on camera and react in real time. High energy, great retention, and I know how to make an install feel like the obvious next step.",
    socials: [
      ["tiktok", 198000],
      ["youtube", 62000],
    ],
    basePrice: 300,
    look: [5, 3, 0, 270],
  },
  {
    first: "Ingrid",
    last: "Larsen",
    country: "NO",
    languages: ["no", "en"],
    niches: ["outdoors", "wellness"],
    shortBio: "Cold-water swimming, saunas and Nordic wellness",
    description:
      "I swim in the fjord all year and film the routines around it: saunas, recovery, warm layers and wellness products that make winter bearable.",
    socials: [
      ["instagram", 44000],
      ["youtube", 13000],
    ],
    basePrice: 180,
    look: [0, 1, 2, 185],
  },
  {
    first: "Ravi",
    last: "Patel",
    country: "US",
    languages: ["en", "gu"],
    niches: ["finance", "apps"],
    shortBio: "Side hustles, budgeting and money tools for twenty-somethings",
    description:
      "I talk about money with people who are just starting out: first budgets, credit scores, side hustles and the apps that help. Direct-to-camera with on-screen text.",
    socials: [
      ["tiktok", 176000],
      ["instagram", 39000],
      ["youtube", 24000],
    ],
    basePrice: 320,
    look: [3, 0, 0, 220],
  },
  {
    first: "Camille",
    last: "Laurent",
    country: "BE",
    languages: ["fr", "nl", "en"],
    niches: ["home", "food"],
    shortBio: "Small-space kitchens and clever storage",
    description:
      "I live in a tiny Brussels flat and make it work. Storage hacks, compact appliances and kitchen gadgets tested in a space smaller than your bathroom.",
    socials: [
      ["instagram", 51000],
      ["tiktok", 27000],
      ["pinterest", 22000],
    ],
    basePrice: 150,
    look: [1, 2, 1, 90],
  },
  {
    first: "Tariq",
    last: "Ahmed",
    country: "PK",
    languages: ["ur", "en"],
    niches: ["tech", "apps"],
    shortBio: "Budget phones and apps for emerging markets",
    description:
      "I review affordable phones, accessories and apps for users in South Asia. Practical, honest comparisons and walkthroughs in Urdu or English.",
    socials: [
      ["youtube", 210000],
      ["tiktok", 64000],
    ],
    basePrice: 190,
    look: [3, 3, 0, 205],
  },
  {
    first: "Maya",
    last: "Rivera",
    country: "US",
    languages: ["en", "es"],
    niches: ["fashion", "beauty"],
    shortBio: "Mid-size try-ons with honest fit notes",
    description:
      "Mid-size fashion creator. I try on everything, tell you exactly how it fits, and show it moving in real life. Bilingual English/Spanish captions on request.",
    socials: [
      ["tiktok", 127000],
      ["instagram", 71000],
    ],
    basePrice: 230,
    look: [2, 2, 0, 5],
  },
  {
    first: "Ben",
    last: "Lachance",
    country: "CA",
    languages: ["en"],
    niches: ["pets", "outdoors"],
    shortBio: "Big dogs, small cabin, serious gear tests",
    description:
      "Two Bernese mountain dogs and a cabin in British Columbia. I test dog food, beds, jackets and outdoor gear in conditions that break most products.",
    socials: [
      ["youtube", 47000],
      ["instagram", 55000],
    ],
    basePrice: 200,
    look: [0, 0, 1, 120],
  },
];

/** The public URL slug: "Chloé Dubois" → "chloe-dubois". */
export function creatorSlug(c: Pick<SeedCreator, "first" | "last">): string {
  return `${c.first} ${c.last}`
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The demo creator login of seed-identities.ts gets an avatar and packages too. */
export const DEMO_CREATOR_SLUG = "jordan-ellis";
export const DEMO_CREATOR_LOOK: SeedCreator["look"] = [2, 0, 1, 260];

export const avatarPath = (slug: string) => `/images/creators/avatars/${slug}.svg`;
export const scenePath = (niche: string, variant: number) => `/images/creators/scenes/${niche}-${variant}.svg`;

/**
 * Profile demo data (decision 033). A creator who renamed their custom URL: the old
 * one still redirects (308) to the new one for the rest of its 90 days.
 */
export const RENAMED_CREATOR = { current: "amara-okafor", old: "amara-skin", changedDaysAgo: 12 };

/** A creator who has not finished the profile (no photos, no avatar): hidden from the directory and /c/. */
export const INCOMPLETE_CREATOR = {
  first: "Noor",
  last: "Haddad",
  slug: "noor-haddad",
  shortBio: "Home cooking and kitchen gadgets, filmed on a phone",
  niches: ["food", "home"],
  country: "AE",
  languages: ["ar", "en"],
};
