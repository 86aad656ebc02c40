import type { CreatorNiche } from "@/lib/creator-directory";
import { productSvg, sceneBackgroundSvg } from "./ad-scene-svg";
import type { AdScript } from "./ad-scripts";
import { wrapCaption } from "./ad-timeline";

/** The product and the two hook lines a creator of each niche would open an ad with. */
const NICHE_ADS: Record<CreatorNiche, { product: AdScript["product"]; hue: number; hooks: [string, string] }> = {
  beauty: {
    product: { shape: "pump", hue: 340, label: "GLOW" },
    hue: 330,
    hooks: ["My 5-minute glow routine", "Dupe or better? Let's test"],
  },
  skincare: {
    product: { shape: "dropper", hue: 28, label: "SERUM" },
    hue: 190,
    hooks: ["Day 7 of this serum", "POV: no more dry patches"],
  },
  fashion: { product: { shape: "box", hue: 20, label: "TOTE" }, hue: 20, hooks: ["3 ways to style one bag", "Unboxing my new favourite"] },
  fitness: {
    product: { shape: "can", hue: 150, label: "FUEL" },
    hue: 150,
    hooks: ["What I drink before leg day", "No crash, 6 am workout"],
  },
  wellness: { product: { shape: "jar", hue: 110, label: "CALM" }, hue: 110, hooks: ["My wind-down ritual", "Sleep better in 7 days?"] },
  food: { product: { shape: "bowl", hue: 35, label: "OATS" }, hue: 35, hooks: ["Breakfast in 2 minutes", "This tastes like dessert"] },
  home: { product: { shape: "box", hue: 45, label: "HOME" }, hue: 45, hooks: ["Small flat, big upgrade", "The gadget I use daily"] },
  tech: {
    product: { shape: "phone", hue: 220, label: "PRO" },
    hue: 220,
    hooks: ["Honest review after a month", "Stop scrolling: tech deal"],
  },
  gaming: { product: { shape: "phone", hue: 270, label: "PLAY" }, hue: 270, hooks: ["My setup, fully upgraded", "Lag? Not anymore"] },
  pets: { product: { shape: "bowl", hue: 25, label: "PAWS" }, hue: 25, hooks: ["My dog's new favourite", "Picky eater approved"] },
  parenting: { product: { shape: "tube", hue: 300, label: "KIDS" }, hue: 300, hooks: ["Mum hack: 10 seconds", "What's in my diaper bag"] },
  travel: { product: { shape: "box", hue: 200, label: "GO" }, hue: 200, hooks: ["Pack a week in carry-on", "Airport essentials"] },
  finance: {
    product: { shape: "phone", hue: 160, label: "SAVE" },
    hue: 160,
    hooks: ["How I saved $500 a month", "The app that fixed my budget"],
  },
  apps: { product: { shape: "phone", hue: 250, label: "APP" }, hue: 250, hooks: ["This app saves me hours", "My morning, automated"] },
  outdoors: { product: { shape: "can", hue: 130, label: "TRAIL" }, hue: 130, hooks: ["Trail-tested for a week", "What I pack for a hike"] },
};

/**
 * A still of a demo ad for the creator directory and profile pages: a frame from a vertical ad of
 * the niche (the clips' own scene and product drawings, its hook line), with a play button, the
 * length and the progress bar of a paused video. 4:5, the profile photos' shape; the hook, the
 * play button and the length sit in the middle band a directory card's 16:9 cover shows.
 */
export function adPosterSvg(niche: CreatorNiche, variant: number): string {
  const ad = NICHE_ADS[niche];
  const [w, h] = [400, 500];
  const background = sceneBackgroundSvg({ width: w, height: h, hue: (ad.hue + variant * 40) % 360, kind: "middle", index: variant })
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "");
  const product = productSvg(ad.product, 250).replace(
    /^<svg[^>]*>/,
    `<svg x="${w / 2 - 75}" y="${h - 300}" width="150" height="250" viewBox="0 0 240 400">`,
  );
  const lines = wrapCaption(ad.hooks[variant % 2]!, 20);
  const caption = lines
    .map((line, i) => {
      const y = 168 + i * 40;
      const width = line.length * 13.5 + 28;
      return `<rect x="${w / 2 - width / 2}" y="${y - 28}" width="${width}" height="38" fill="#fff"/><text x="${w / 2}" y="${y}" font-family="system-ui,sans-serif" font-size="25" font-weight="600" fill="#111" text-anchor="middle">${line.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)}</text>`;
    })
    .join("");
  const seconds = [30, 45, 15, 60][variant % 4]!;
  const progress = 0.18 + (variant % 3) * 0.2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${background}${product}${caption}<rect x="20" y="318" width="64" height="28" rx="14" fill="#000" opacity=".5"/><text x="52" y="337" font-family="system-ui,sans-serif" font-size="14" font-weight="600" fill="#fff" text-anchor="middle">${seconds === 60 ? "1:00" : `0:${seconds}`}</text><circle cx="${w - 48}" cy="${h - 168}" r="26" fill="#fff" opacity=".95"/><path d="M${w - 55} ${h - 180}v24l20-12z" fill="#111"/><rect x="0" y="${h - 6}" width="${w}" height="6" fill="#000" opacity=".25"/><rect x="0" y="${h - 6}" width="${w * progress}" height="6" fill="#fff"/></svg>\n`;
}
