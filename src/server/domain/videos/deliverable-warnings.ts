/**
 * Checks a delivered video against what the order asked for (the package or campaign snapshot):
 * its length and its aspect ratio. A mismatch is a warning both sides see, not a refusal — the
 * brand decides whether it is acceptable (docs/product/videos-and-licences.md).
 */
export function deliverableWarnings(
  probe: { durationMs: number; width: number; height: number },
  deliverable: { videoLengthSeconds?: number | null; aspectRatio?: string | null },
): string[] {
  const warnings: string[] = [];
  const seconds = probe.durationMs / 1000;
  const target = deliverable.videoLengthSeconds;
  // A few seconds either way is normal editing; beyond 20 % (at least 3 s) the brief was not met.
  if (target && target > 0 && Math.abs(seconds - target) > Math.max(3, target * 0.2)) {
    warnings.push(`The video is ${formatSeconds(seconds)} long; the order asks for about ${formatSeconds(target)}.`);
  }
  const m = deliverable.aspectRatio?.match(/^(\d+):(\d+)$/);
  if (m && probe.width > 0 && probe.height > 0) {
    const wanted = Number(m[1]) / Number(m[2]);
    const actual = probe.width / probe.height;
    if (Math.abs(actual - wanted) / wanted > 0.03) {
      warnings.push(
        `The video is ${probe.width}×${probe.height} (${describeRatio(probe.width, probe.height)}); the order asks for ${deliverable.aspectRatio}.`,
      );
    }
  }
  return warnings;
}

function formatSeconds(s: number): string {
  const rounded = Math.round(s);
  return rounded >= 60 ? `${Math.floor(rounded / 60)} min ${rounded % 60} s` : `${rounded} s`;
}

function describeRatio(width: number, height: number): string {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const g = gcd(width, height);
  const [w, h] = [width / g, height / g];
  return w <= 64 && h <= 64 ? `${w}:${h}` : `${(width / height).toFixed(2)}:1`;
}
