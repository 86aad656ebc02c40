/*
 * Reads what the check filters print (ffmpeg's stderr, line by line) into measurements. Pure and
 * incremental: the runner feeds lines as they come, so a long video's per-frame cropdetect lines
 * are never kept.
 */

export interface Stretch {
  startS: number;
  /** Null while open: a stretch that lasts to the end of the file has no end line. */
  endS: number | null;
}

export interface ContentBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface VideoPassMeasurements {
  black: Stretch[];
  freezes: Stretch[];
  /** The area that ever showed something non-black; null when every frame was black. */
  content: ContentBox | null;
}

export interface AudioPassMeasurements {
  silences: Stretch[];
  /** Integrated loudness in LUFS; null when the filter printed no summary. */
  integratedLufs: number | null;
}

const num = (s: string | undefined) => (s === undefined ? NaN : Number(s));

export function createVideoPassParser() {
  const result: VideoPassMeasurements = { black: [], freezes: [], content: null };
  return {
    line(line: string): void {
      const black = line.match(/black_start:\s*([\d.]+)\s+black_end:\s*([\d.]+)/);
      if (black) {
        result.black.push({ startS: num(black[1]), endS: num(black[2]) });
        return;
      }
      const freezeStart = line.match(/freezedetect\.freeze_start:\s*([\d.]+)/);
      if (freezeStart) {
        result.freezes.push({ startS: num(freezeStart[1]), endS: null });
        return;
      }
      const freezeEnd = line.match(/freezedetect\.freeze_end:\s*([\d.]+)/);
      if (freezeEnd) {
        const open = result.freezes.at(-1);
        if (open && open.endS === null) open.endS = num(freezeEnd[1]);
        return;
      }
      // cropdetect with reset=0 widens its box as content appears: the last line is the union.
      const crop = line.match(/x1:(-?\d+) x2:(-?\d+) y1:(-?\d+) y2:(-?\d+)/);
      if (crop) {
        const [x1, x2, y1, y2] = [num(crop[1]), num(crop[2]), num(crop[3]), num(crop[4])];
        result.content = x2 >= x1 && y2 >= y1 ? { x: x1, y: y1, width: x2 - x1 + 1, height: y2 - y1 + 1 } : null;
      }
    },
    result: () => result,
  };
}

export function createAudioPassParser() {
  const result: AudioPassMeasurements = { silences: [], integratedLufs: null };
  let inSummary = false;
  return {
    line(line: string): void {
      const start = line.match(/silence_start:\s*(-?[\d.]+)/);
      if (start) {
        result.silences.push({ startS: Math.max(0, num(start[1])), endS: null });
        return;
      }
      const end = line.match(/silence_end:\s*([\d.]+)/);
      if (end) {
        const open = result.silences.at(-1);
        if (open && open.endS === null) open.endS = num(end[1]);
        return;
      }
      if (/ebur128.*Summary:/.test(line)) inSummary = true;
      const integrated = inSummary ? line.match(/^\s*I:\s*(-?[\d.]+|-inf|nan)\s*LUFS/) : null;
      if (integrated) {
        const value = Number(integrated[1]);
        result.integratedLufs = Number.isFinite(value) ? value : null;
        inSummary = false;
      }
    },
    result: () => result,
  };
}
