import { PosterVideo } from "@/components/media/poster-video";
import type { PublicPortfolioVideo } from "@/contracts/portfolio";

/**
 * A creator's ready portfolio videos on the public page (decision 042): a plain <video> with the
 * poster, nothing loaded until the visitor presses play (preload none), so the page stays light.
 * The URLs are the product's stream routes, which anyone may open while the profile is public.
 */
export function PortfolioReel({ videos, creatorName }: { videos: PublicPortfolioVideo[]; creatorName: string }) {
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="portfolio-heading" data-testid="public-portfolio">
      <h2 id="portfolio-heading" className="text-lg font-semibold tracking-tight">
        Portfolio
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {videos.map((v, i) => (
          <li key={v.assetId} className="overflow-hidden rounded-xl bg-black">
            <PosterVideo
              src={v.playbackUrl}
              poster={v.posterUrl}
              label={`${creatorName}: portfolio video ${i + 1} of ${videos.length}`}
              className="aspect-[9/16] size-full object-contain"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
