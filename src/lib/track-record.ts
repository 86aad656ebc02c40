/*
 * A creator's track record in words (docs/product/track-records.md, decision 083). Pure: the public
 * profile, the in-app profile and the brand's proposal list render the same sentences, and a
 * figure with too little data says so instead of showing 100%.
 */

/** Fewer orders (or conversations, or matched videos) than this and a figure is not shown. */
export const TRACK_RECORD_MINIMUM = 3;

export interface TrackRecordFigures {
  deliveredOrders: number;
  onTimeOrders: number;
  onTimeRate: number | null;
  approvedOrders: number;
  firstVersionOrders: number;
  firstVersionRate: number | null;
  revisionRounds: number;
  averageRevisionRounds: number | null;
  replyConversations: number;
  medianReplySeconds: number | null;
  adVideos: number;
  medianHookRate: number | null;
  medianRoas: number | null;
}

export const EMPTY_TRACK_RECORD: TrackRecordFigures = {
  deliveredOrders: 0,
  onTimeOrders: 0,
  onTimeRate: null,
  approvedOrders: 0,
  firstVersionOrders: 0,
  firstVersionRate: null,
  revisionRounds: 0,
  averageRevisionRounds: null,
  replyConversations: 0,
  medianReplySeconds: null,
  adVideos: 0,
  medianHookRate: null,
  medianRoas: null,
};

export interface TrackRecordLine {
  key: "on_time" | "first_version" | "revisions" | "response" | "hook_rate" | "roas";
  label: string;
  /** The headline ("93%", "about 2 hours"), or null when there is not enough data. */
  value: string | null;
  /** The sentence that explains it, or the "not enough" sentence. */
  words: string;
}

const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "about 2 hours", "about 15 minutes", "about 1 day": a median, so rounded to a unit a person says. */
export function aboutDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `about ${plural(minutes, "minute")}`;
  const hours = Math.round(seconds / 3600);
  if (hours < 24) return `about ${plural(hours, "hour")}`;
  return `about ${plural(Math.round(seconds / 86400), "day")}`;
}

/** Each figure of the record as a label, a headline and a sentence. Ad results appear only when enough videos ran. */
export function trackRecordLines(r: TrackRecordFigures): TrackRecordLine[] {
  const lines: TrackRecordLine[] = [
    r.onTimeRate === null
      ? { key: "on_time", label: "On-time delivery", value: null, words: "Not enough orders yet" }
      : {
          key: "on_time",
          label: "On-time delivery",
          value: percent(r.onTimeRate),
          words: `Delivered ${r.onTimeOrders} of ${plural(r.deliveredOrders, "order")} on time`,
        },
    r.firstVersionRate === null
      ? { key: "first_version", label: "Approved first time", value: null, words: "Not enough orders yet" }
      : {
          key: "first_version",
          label: "Approved first time",
          value: percent(r.firstVersionRate),
          words: `Approved on the first version in ${r.firstVersionOrders} of ${plural(r.approvedOrders, "order")}`,
        },
    r.averageRevisionRounds === null
      ? { key: "revisions", label: "Revision rounds", value: null, words: "Not enough orders yet" }
      : {
          key: "revisions",
          label: "Revision rounds",
          value: r.averageRevisionRounds.toFixed(1),
          words: `${plural(r.revisionRounds, "revision request")} over ${plural(r.approvedOrders, "approved order")} (${r.averageRevisionRounds.toFixed(1)} per order)`,
        },
    r.medianReplySeconds === null
      ? { key: "response", label: "Response time", value: null, words: "Not enough conversations yet" }
      : {
          key: "response",
          label: "Response time",
          value: aboutDuration(r.medianReplySeconds),
          words: `Replies in ${aboutDuration(r.medianReplySeconds)} (median of ${plural(r.replyConversations, "conversation")})`,
        },
  ];
  if (r.medianHookRate !== null) {
    lines.push({
      key: "hook_rate",
      label: "Hook rate",
      value: percent(r.medianHookRate),
      words: `Median hook rate ${percent(r.medianHookRate)} over ${plural(r.adVideos, "video")} brands ran as ads`,
    });
  }
  if (r.medianRoas !== null) {
    lines.push({
      key: "roas",
      label: "ROAS",
      value: `${r.medianRoas.toFixed(1)}×`,
      words: `Median return on ad spend ${r.medianRoas.toFixed(1)}× over ${plural(r.adVideos, "video")} brands ran as ads`,
    });
  }
  return lines;
}
