import { CheckCircle2Icon, ChefHatIcon, DropletIcon, DumbbellIcon, LockIcon, MessageSquareIcon, PlayIcon } from "lucide-react";

// Drawn with CSS (no image requests), in the colours of the creators' local scene art.
const CLIPS = [
  { id: "a", icon: DropletIcon, tone: "from-[oklch(0.88_0.06_285)] to-[oklch(0.66_0.16_300)]", creator: "Amara O.", hook: "Hook A · 0:21" },
  { id: "b", icon: DumbbellIcon, tone: "from-[oklch(0.9_0.06_200)] to-[oklch(0.7_0.12_250)]", creator: "Ben L.", hook: "Hook B · 0:18" },
  {
    id: "c",
    icon: ChefHatIcon,
    tone: "from-[oklch(0.93_0.08_100)] to-[oklch(0.78_0.13_70)]",
    creator: "Camille L.",
    hook: "Hook C · 0:24",
  },
];

const COMMENTS = [
  { time: "0:03", text: "Love this opener. Keep the product in frame a beat longer." },
  { time: "0:11", text: "Say “fragrance-free” here, it’s our top search term." },
  { time: "0:19", text: "Approved. Ready for Meta and TikTok, 12 months paid use." },
];

/** A static picture of an order under review, drawn with local art (no screenshots to go stale). */
export function HomePreview() {
  return (
    <div className="relative mx-auto mt-16 max-w-5xl text-left sm:mt-20" aria-hidden>
      {/* The glow is a gradient, not a blur filter: a 64 px blur over this area is slow to paint on phones. */}
      <div className="absolute -inset-x-10 -inset-y-10 -z-10 bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--brand)_22%,transparent),transparent)]" />
      <div className="bg-background overflow-hidden rounded-2xl border shadow-2xl shadow-black/10">
        <div className="bg-muted/60 flex items-center gap-2 border-b px-4 py-3">
          <span className="size-2.5 rounded-full bg-[oklch(0.7_0.18_25)]" />
          <span className="size-2.5 rounded-full bg-[oklch(0.8_0.16_85)]" />
          <span className="size-2.5 rounded-full bg-[oklch(0.72_0.17_150)]" />
          <span className="text-muted-foreground ml-3 truncate text-xs font-medium">Order #1042 · Halden Skin · Barrier Serum launch</span>
        </div>
        <div className="grid gap-6 p-4 sm:p-6 md:grid-cols-[1.5fr_1fr]">
          <div className="grid grid-cols-3 gap-3 self-center">
            {CLIPS.map((clip) => (
              <div key={clip.id} className={`relative aspect-[4/5] overflow-hidden rounded-xl border bg-gradient-to-br ${clip.tone}`}>
                <span className="absolute top-[12%] left-[10%] aspect-square w-[38%] rounded-full bg-white/25" />
                <span className="absolute right-[-10%] bottom-[8%] aspect-square w-[45%] rounded-full bg-white/20" />
                <span className="absolute top-[30%] left-1/2 flex aspect-square w-[46%] -translate-x-1/2 items-center justify-center rounded-full bg-white/90">
                  <clip.icon className="size-1/2 text-[oklch(0.35_0.08_285)]" strokeWidth={1.5} />
                </span>
                <span className="absolute top-2 left-2">
                  <span className="flex size-7 items-center justify-center rounded-full bg-black/55 text-white">
                    <PlayIcon className="size-3 translate-x-px fill-current" />
                  </span>
                </span>
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/60 to-transparent px-2 pt-6 pb-2 text-[11px] font-medium text-white">
                  <span className="block truncate">{clip.creator}</span>
                  <span className="block truncate text-white/75">{clip.hook}</span>
                </span>
              </div>
            ))}
          </div>
          <div className="flex flex-col gap-3">
            <div className="flex items-center justify-between rounded-xl border p-3">
              <span className="flex items-center gap-2 text-sm font-medium">
                <LockIcon className="text-brand size-4" /> In escrow
              </span>
              <span className="text-sm font-semibold tabular-nums">$1,350.00</span>
            </div>
            <ul className="grid gap-2">
              {COMMENTS.map((comment) => (
                <li key={comment.time} className="bg-muted/50 flex gap-3 rounded-xl p-3 text-sm">
                  <span className="bg-brand/10 text-brand h-fit rounded-md px-1.5 py-0.5 font-mono text-xs font-semibold">
                    {comment.time}
                  </span>
                  <span className="text-muted-foreground leading-5">{comment.text}</span>
                </li>
              ))}
            </ul>
            <div className="mt-auto flex items-center gap-2 rounded-xl border border-[oklch(0.72_0.17_150)]/40 bg-[oklch(0.72_0.17_150)]/10 p-3 text-sm font-medium">
              <CheckCircle2Icon className="size-4 text-[oklch(0.55_0.15_150)]" /> Approved · licence starts today
              <MessageSquareIcon className="text-muted-foreground ml-auto size-4" />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
