/** Minor units of the currencies whose unit is not cents (as the importer reads them). */
const MINOR_DIGITS: Record<string, number> = {
  JPY: 0,
  KRW: 0,
  VND: 0,
  CLP: 0,
  ISK: 0,
  UGX: 0,
  XAF: 0,
  XOF: 0,
  PYG: 0,
  BHD: 3,
  KWD: 3,
  OMR: 3,
  JOD: 3,
  TND: 3,
  IQD: 3,
  LYD: 3,
};

export function formatMinor(minor: number | null, currency: string | null): string {
  if (minor === null || !currency) return "—";
  const digits = MINOR_DIGITS[currency] ?? 2;
  try {
    return new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(minor / 10 ** digits);
  } catch {
    return `${(minor / 10 ** digits).toFixed(digits)} ${currency}`;
  }
}

export const formatPercent = (v: number | null, digits = 1) => (v === null ? "—" : `${(v * 100).toFixed(digits)}%`);
export const formatRoas = (v: number | null) => (v === null ? "—" : `${v.toFixed(2)}×`);
export const formatCount = (v: number) => new Intl.NumberFormat("en-US").format(v);

export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}
export function daysBefore(day: string, n: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000));
}
