import type { AdScript, ProductShape } from "./ad-scripts";

const esc = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The product alone on a transparent background, `height` pixels high: a bottle, jar, tube, … in
 * the product's colours (the clip overlays it, moving, on every scene).
 */
export function productSvg(product: AdScript["product"], height = 500): string {
  const body = `hsl(${product.hue} 55% 88%)`;
  const band = `hsl(${product.hue} 60% 42%)`;
  const cap = `hsl(${product.hue} 30% 18%)`;
  const label = (y: number, size = 26) =>
    `<text x="120" y="${y}" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="2">${esc(product.label)}</text>`;
  const shine = (x: number, y: number, h: number) => `<rect x="${x}" y="${y}" width="12" height="${h}" rx="6" fill="#fff" opacity=".55"/>`;
  const shapes: Record<ProductShape, string> = {
    dropper: `<ellipse cx="120" cy="46" rx="30" ry="40" fill="${cap}"/><rect x="94" y="76" width="52" height="60" rx="8" fill="${cap}"/><rect x="56" y="130" width="128" height="250" rx="30" fill="${body}"/><rect x="56" y="210" width="128" height="90" fill="${band}"/>${label(266)}${shine(72, 150, 200)}`,
    jar: `<rect x="34" y="170" width="172" height="44" rx="12" fill="${cap}"/><rect x="26" y="210" width="188" height="170" rx="34" fill="${body}"/><rect x="26" y="262" width="188" height="66" fill="${band}"/>${label(306)}${shine(44, 226, 120)}`,
    tube: `<path d="M64 60h112l-14 270H78z" fill="${body}"/><rect x="60" y="40" width="120" height="26" rx="6" fill="${band}"/><rect x="92" y="330" width="56" height="56" rx="10" fill="${cap}"/><rect x="70" y="150" width="100" height="80" fill="${band}"/>${label(200, 24)}${shine(86, 80, 220)}`,
    pump: `<rect x="108" y="20" width="24" height="70" fill="${cap}"/><rect x="108" y="20" width="70" height="20" rx="8" fill="${cap}"/><rect x="88" y="86" width="64" height="40" rx="8" fill="${cap}"/><rect x="50" y="122" width="140" height="258" rx="40" fill="${body}"/><rect x="50" y="220" width="140" height="84" fill="${band}"/>${label(272)}${shine(68, 150, 200)}`,
    box: `<rect x="30" y="90" width="180" height="290" rx="10" fill="${body}"/><path d="M30 90l30-40h180l-30 40z" fill="${band}"/><path d="M210 90l30-40v290l-30 40z" fill="${cap}"/><rect x="30" y="200" width="180" height="70" fill="${band}"/>${label(246)}`,
    can: `<ellipse cx="120" cy="70" rx="80" ry="22" fill="#cfd4da"/><rect x="40" y="70" width="160" height="290" fill="${band}"/><ellipse cx="120" cy="360" rx="80" ry="22" fill="${band}"/><rect x="40" y="170" width="160" height="90" fill="${body}"/><text x="120" y="228" font-family="sans-serif" font-size="30" font-weight="700" fill="${band}" text-anchor="middle">${esc(product.label)}</text>${shine(58, 90, 250)}`,
    phone: `<rect x="40" y="40" width="160" height="330" rx="26" fill="${cap}"/><rect x="52" y="60" width="136" height="290" rx="14" fill="${body}"/><rect x="52" y="150" width="136" height="90" fill="${band}"/>${label(204)}`,
    bowl: `<path d="M20 200h200c0 90-44 150-100 150S20 290 20 200z" fill="${body}"/><ellipse cx="120" cy="200" rx="100" ry="26" fill="${band}"/><circle cx="92" cy="186" r="18" fill="${cap}"/><circle cx="140" cy="180" r="22" fill="#fff" opacity=".7"/>${label(300)}`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(height * 0.6)}" height="${height}" viewBox="0 0 240 400">${shapes[product.shape]}</svg>`;
}

/**
 * The background of scene `index` of an ad (without the product, which the clip overlays): a
 * gradient in the scene's colours and a setting that changes from scene to scene — a spotlight
 * for the hook, a shelf, a texture swatch, a split before/after, a sale badge for the call to action.
 */
export function sceneBackgroundSvg(input: {
  width: number;
  height: number;
  hue: number;
  kind: "hook" | "middle" | "cta";
  index: number;
}): string {
  const { width: w, height: h } = input;
  const hue = input.hue;
  const a = `hsl(${hue} 72% 84%)`;
  const b = `hsl(${(hue + 35) % 360} 62% 60%)`;
  const deep = `hsl(${hue} 50% 28%)`;
  const settings = [
    // A bathroom shelf with a mirror.
    `<rect x="${w * 0.12}" y="${h * 0.14}" width="${w * 0.76}" height="${h * 0.4}" rx="${w * 0.38}" fill="#fff" opacity=".35"/><rect x="0" y="${h * 0.72}" width="${w}" height="${h * 0.04}" fill="${deep}" opacity=".35"/>`,
    // A texture swatch smeared across the frame.
    `<path d="M${w * 0.05} ${h * 0.3}c${w * 0.3} -${h * 0.08} ${w * 0.6} ${h * 0.08} ${w * 0.9} 0v${h * 0.1}c-${w * 0.3} ${h * 0.08} -${w * 0.6} -${h * 0.08} -${w * 0.9} 0z" fill="#fff" opacity=".5"/>`,
    // Before / after: the left half darker.
    `<rect x="0" y="0" width="${w / 2}" height="${h}" fill="#000" opacity=".14"/><rect x="${w / 2 - 2}" y="0" width="4" height="${h}" fill="#fff" opacity=".8"/>`,
    // Window light falling across.
    `<path d="M${w * 0.55} 0h${w * 0.45}v${h * 0.6}z" fill="#fff" opacity=".28"/><path d="M${w * 0.2} 0h${w * 0.2}l${w * 0.6} ${h * 0.7}h-${w * 0.2}z" fill="#fff" opacity=".16"/>`,
  ];
  const setting =
    input.kind === "hook"
      ? `<circle cx="${w / 2}" cy="${h * 0.62}" r="${w * 0.44}" fill="#fff" opacity=".4"/>`
      : input.kind === "cta"
        ? `<path d="M0 ${h * 0.92}h${w}v${h * 0.08}H0z" fill="${deep}" opacity=".85"/>${[0.2, 0.35, 0.5, 0.65, 0.8].map((x) => `<circle cx="${w * x}" cy="${h * 0.96}" r="${w * 0.025}" fill="#FFD84D"/>`).join("")}`
        : settings[input.index % settings.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2=".45" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.1}" cy="${h * 0.12}" r="${w * 0.22}" fill="#fff" opacity=".18"/><circle cx="${w * 0.95}" cy="${h * 0.86}" r="${w * 0.3}" fill="#fff" opacity=".15"/>${setting}<ellipse cx="${w / 2}" cy="${h * 0.86}" rx="${w * 0.32}" ry="${h * 0.03}" fill="#000" opacity=".16"/></svg>`;
}
