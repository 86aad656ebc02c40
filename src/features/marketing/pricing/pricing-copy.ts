import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

const item = z.object({ title: z.string(), body: z.string() });
const section = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("features"),
    heading: z.string(),
    intro: z.string().optional(),
    items: z.array(item.extend({ icon: z.string() })),
  }),
  z.object({ kind: z.literal("steps"), heading: z.string(), items: z.array(item) }),
  z.object({ kind: z.literal("stats"), heading: z.string(), items: z.array(z.object({ value: z.string(), label: z.string() })) }),
  z.object({ kind: z.literal("quote"), quote: z.string(), author: z.string(), role: z.string() }),
  z.object({ kind: z.literal("cta"), heading: z.string(), body: z.string(), cta: z.object({ label: z.string(), href: z.string() }) }),
]);

export const pricingCopySchema = z.object({
  title: z.string(),
  description: z.string(),
  eyebrow: z.string(),
  headline: z.string(),
  subheadline: z.string(),
  secondaryCta: z.object({ label: z.string(), href: z.string() }),
  sections: z.array(section),
});
export type PricingCopy = z.infer<typeof pricingCopySchema>;
export type PricingSection = PricingCopy["sections"][number];

/** The writer's copy for /pricing (content/pages/pricing.json). */
export function readPricingCopy(root: string = process.cwd()): PricingCopy {
  const file = path.join(root, "content", "pages", "pricing.json");
  return pricingCopySchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
}

export function sectionOf<K extends PricingSection["kind"]>(copy: PricingCopy, kind: K): Extract<PricingSection, { kind: K }> | undefined {
  return copy.sections.find((s): s is Extract<PricingSection, { kind: K }> => s.kind === kind);
}
