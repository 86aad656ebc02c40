/*
 * Draws the local images of the demo creator directory (no external URLs):
 * an illustrated avatar per seeded creator and, per niche, four stills of demo ads (ad-poster-svg.ts),
 * shown as the cards' covers and the profiles' photos.
 * Run once with `npx tsx src/server/seed/generate-creator-art.ts`; the output is committed
 * under public/images/creators/.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CREATOR_NICHES, type CreatorNiche } from "@/lib/creator-directory";
import { adPosterSvg } from "./demo-clips/ad-poster-svg";
import { creatorSlug, DEMO_CREATOR_LOOK, DEMO_CREATOR_SLUG, SEED_CREATORS } from "./seed-creators-data";

const OUT = path.resolve(process.cwd(), "public/images/creators");
const SKIN = ["#f6d7c3", "#ecc19c", "#d49e76", "#b47a52", "#8a5a3c", "#5c3a26"];
const HAIR = ["#1d1714", "#5b3824", "#a8733b", "#d8b26a", "#8c2f52", "#3c3c40"];

export function avatarSvg([skin, style, hair, hue]: readonly [number, number, number, number]): string {
  const s = SKIN[skin] ?? SKIN[0];
  const h = HAIR[hair] ?? HAIR[0];
  const cloth = `hsl(${(hue + 180) % 360} 45% 38%)`;
  const bgA = `hsl(${hue} 75% 88%)`;
  const bgB = `hsl(${(hue + 40) % 360} 70% 72%)`;
  const behind =
    style === 1
      ? `<path d="M74 112c0-44 24-70 54-70s54 26 54 70v78H74z" fill="${h}"/>`
      : style === 4
        ? `<path d="M64 124c0-52 28-84 64-84s64 32 64 84c0 40-12 70-22 88H86c-10-18-22-48-22-88z" fill="${cloth}" opacity=".92"/>`
        : "";
  const top =
    style === 0
      ? `<path d="M80 104c-2-34 20-56 48-56s50 20 48 56c-8-16-22-24-48-24s-40 8-48 24z" fill="${h}"/>`
      : style === 1
        ? `<path d="M80 108c0-36 20-58 48-58s48 22 48 58c-14-22-30-30-48-30s-34 8-48 30z" fill="${h}"/>`
        : style === 2
          ? [
              [86, 84, 18],
              [104, 66, 20],
              [128, 60, 22],
              [152, 66, 20],
              [170, 84, 18],
              [80, 104, 14],
              [176, 104, 14],
            ]
              .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${h}"/>`)
              .join("")
          : style === 3
            ? `<path d="M78 110c-4-38 18-62 52-62 30 0 50 20 48 52-18-20-46-24-70-14-12 5-22 12-30 24z" fill="${h}"/>`
            : `<path d="M76 118c0-44 22-70 52-70s52 26 52 70c-8-26-28-40-52-40s-44 14-52 40z" fill="${cloth}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></linearGradient></defs><rect width="256" height="256" fill="url(#g)"/>${behind}<path d="M40 256c6-48 44-74 88-74s82 26 88 74z" fill="${cloth}"/><rect x="112" y="150" width="32" height="40" rx="12" fill="${s}"/><ellipse cx="128" cy="118" rx="44" ry="52" fill="${s}"/>${top}<circle cx="112" cy="120" r="4.5" fill="#2a1f1a"/><circle cx="144" cy="120" r="4.5" fill="#2a1f1a"/><path d="M114 144c8 8 20 8 28 0" stroke="#2a1f1a" stroke-width="4" stroke-linecap="round" fill="none"/><ellipse cx="102" cy="136" rx="7" ry="4" fill="#e88" opacity=".25"/><ellipse cx="154" cy="136" rx="7" ry="4" fill="#e88" opacity=".25"/></svg>\n`;
}

function main() {
  mkdirSync(path.join(OUT, "avatars"), { recursive: true });
  mkdirSync(path.join(OUT, "scenes"), { recursive: true });
  for (const c of SEED_CREATORS) writeFileSync(path.join(OUT, "avatars", `${creatorSlug(c)}.svg`), avatarSvg(c.look));
  writeFileSync(path.join(OUT, "avatars", `${DEMO_CREATOR_SLUG}.svg`), avatarSvg(DEMO_CREATOR_LOOK));
  for (const niche of Object.keys(CREATOR_NICHES) as CreatorNiche[]) {
    for (let v = 0; v < 4; v += 1) writeFileSync(path.join(OUT, "scenes", `${niche}-${v}.svg`), adPosterSvg(niche, v));
  }
  console.log(`wrote ${SEED_CREATORS.length + 1} avatars and ${Object.keys(CREATOR_NICHES).length * 4} scenes to ${OUT}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
