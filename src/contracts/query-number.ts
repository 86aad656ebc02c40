import { z } from "zod";

/** Plain decimal notation: no "", spaces, exponents, hex or infinities. */
const DECIMAL = /^-?\d{1,16}(\.\d{1,16})?$/;

/**
 * A number read from a query string, strictly: a string in plain decimal notation becomes a
 * number, anything else reaches `schema` as it is and is refused for its type. Unlike
 * `z.coerce.number()`, which reads `true` as 1, `""` as 0, `["2"]` as 2 and `"0x10"` as 16.
 * Numbers pass unchanged (a server page may hand over a value it parsed already).
 */
export const queryNumber = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === "string" && DECIMAL.test(v) ? Number(v) : v), schema);
