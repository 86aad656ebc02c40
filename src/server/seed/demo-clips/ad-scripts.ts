/** What a product looks like in a demo ad: a shape drawn in SVG (ad-scene-svg.ts) in its colours. */
export type ProductShape = "dropper" | "jar" | "tube" | "pump" | "box" | "can" | "phone" | "bowl";

/**
 * One demo UGC ad: the product it sells, the hook said in the first second, the captions of the
 * middle scenes (cycled when the ad is long) and the call to action of its last seconds.
 */
export interface AdScript {
  product: { shape: ProductShape; hue: number; label: string };
  /** Background hue of the first scene; the following scenes turn around the colour wheel from it. */
  hue: number;
  hook: string;
  /** The hook of a second take: a brand testing hooks gets a different opening, same product. */
  altHook: string;
  captions: string[];
  cta: string;
}

/** The demo orders' products (the briefs of seed-orders.ts), then a few more for portfolios and proposals. */
export const AD_SCRIPTS: AdScript[] = [
  {
    product: { shape: "dropper", hue: 28, label: "SERUM" },
    hue: 330,
    hook: "POV: my skin stopped stinging after 7 days",
    altHook: "I almost returned this serum. Glad I did not",
    captions: [
      "Two drops, morning and night",
      "Look at that texture",
      "No fragrance, no sting",
      "Day 1 vs day 7, no filter",
      "It sinks in under a minute",
      "My makeup sits better too",
    ],
    cta: "Barrier Repair Serum - link in bio",
  },
  {
    product: { shape: "jar", hue: 260, label: "NIGHT" },
    hue: 250,
    hook: "Unboxing the gift set everyone asked about",
    altHook: "The only night cream that survived my winter",
    captions: [
      "First thing you see: the night cream",
      "Whipped, not greasy",
      "The mini eye balm is my favourite",
      "Smells like nothing at all",
      "Woke up with soft skin",
      "Gift it or keep it, no judgement",
    ],
    cta: "Night Cream set - 20% off this week",
  },
  {
    product: { shape: "tube", hue: 45, label: "SPF 50" },
    hue: 40,
    hook: "Things I wish I knew before wearing SPF daily",
    altHook: "Before / after: one summer with SPF 50",
    captions: [
      "A pea-sized amount is not enough",
      "This one leaves no white cast",
      "Reapply over makeup, easy",
      "Beach test: 4 hours, no burn",
      "Works under foundation",
      "Your future skin says thanks",
    ],
    cta: "Daily Shield SPF 50 - tap to shop",
  },
  {
    product: { shape: "pump", hue: 150, label: "GLOW" },
    hue: 170,
    hook: "I didn't expect this from a $28 serum",
    altHook: "Vitamin C that does not sting? Watch",
    captions: [
      "Vitamin C, but gentle",
      "One pump covers my whole face",
      "Morning glow, zero shine",
      "Three weeks in and still hooked",
      "Fragrance-free for sensitive skin",
    ],
    cta: "Glow Serum - shop the launch",
  },
  {
    product: { shape: "can", hue: 10, label: "FIZZ" },
    hue: 200,
    hook: "Stop scrolling if you hate sugary drinks",
    altHook: "My 3 pm slump fix, zero sugar",
    captions: [
      "Zero sugar, real fruit",
      "Cold from the fridge, 3 pm slump gone",
      "Tastes like summer in a can",
      "My whole team drinks these now",
      "Four flavours, one favourite",
    ],
    cta: "Try the variety pack - link below",
  },
];
