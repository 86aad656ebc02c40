/*
 * What the order screens show, independent of the wire format: src/server/pages/orders.ts maps the
 * order use-cases' results (src/contracts/orders.ts) into these, so a contract change touches one
 * mapper, not every component.
 */

export interface OrderRow {
  id: string;
  /** A short human reference, e.g. "#A1B2C3". */
  reference: string;
  /** The package (or campaign) name. */
  title: string;
  status: string;
  brandName: string;
  creatorName: string;
  priceCents: number;
  /** ISO time, once production started. */
  deadline: string | null;
  videoCount: number;
  /** What this side must do now, or null. */
  action: string | null;
  createdAt: string;
}
