import fc from "fast-check";

/*
 * fast-check arbitraries of the bad input — NUL bytes, 1 MB strings, wrong JSON
 * types, broken JSON and multipart, impossible dates, names made of spaces — shaped by a route's
 * zod schema: each field of the schema gets either a hostile value or a plausible one, so a
 * request can pass the fields it gets right and be refused on the one it gets wrong.
 */

export const ONE_MEGABYTE = "x".repeat(1_000_000);

/** Strings a text field must refuse (or store safely). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 8 }).map((s) => `${s}\u0000${s}`),
  fc.constant(ONE_MEGABYTE),
  fc.constantFrom(" ", "   ", "\t \n"),
  fc.constantFrom("0000-01-01", "2024-02-30", "9999-99-99", "-0001-01-01"),
  fc.constantFrom("%00", "../../etc/passwd", '\'; DROP TABLE "user"; --', "\uD800", "😀".repeat(300)),
);

/** Any JSON value of the wrong type for most fields. */
export const wrongJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.constantFrom(-1, 0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.oneof(fc.integer(), hostileString), { maxKeys: 2 }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 2, arbitrary: wrongJson });

/** Values that look right to a field named like this (ids of the signed-in fixture, e-mails…). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def | null => (schema as { _zod?: { def?: Def } } | null)?._zod?.def ?? null;

/** The object shape of a schema, looking through optional/default/pipe/intersection wrappers. */
export function shapeOf(schema: unknown): Record<string, unknown> | null {
  const def = defOf(schema);
  if (!def) return null;
  switch (def.type) {
    case "object":
      return def.shape as Record<string, unknown>;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
      return shapeOf(def.innerType);
    case "pipe":
      return shapeOf(def.in) ?? shapeOf(def.out);
    case "intersection":
      return { ...(shapeOf(def.left) ?? {}), ...(shapeOf(def.right) ?? {}) };
    case "union": {
      const options = (def.options as unknown[]).map(shapeOf).filter((s): s is Record<string, unknown> => s !== null);
      return options.length ? options.reduce((all, shape) => ({ ...all, ...shape }), {}) : null;
    }
    default:
      return null;
  }
}

/** A value the field's schema would probably accept (best effort; never needs to be right). */
export function plausible(schema: unknown, key: string, hints: Hints, depth = 0): fc.Arbitrary<unknown> {
  const hinted = hints[key];
  if (hinted) return hinted;
  const def = defOf(schema);
  if (!def || depth > 4) return fc.constant("ok");
  switch (def.type) {
    case "string":
      switch (def.format) {
        case "url":
          return fc.constant("https://example.com/page");
        case "email":
          return fc.constant("user@example.com");
        case "uuid":
        case "guid":
          return fc.uuid();
        case "date":
          return fc.constant("2000-01-01");
        case "datetime":
          return fc.constant("2030-01-01T00:00:00Z");
        default:
          return fc.constantFrom("ok", "Plausible Name", "pro", "starter");
      }
    case "number":
    case "int":
      return fc.integer({ min: 0, max: 20_000 });
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "array":
      return fc.array(plausible(def.element, key, hints, depth + 1), { minLength: 1, maxLength: 2 });
    case "object":
      return fc.record(
        Object.fromEntries(Object.entries(def.shape as Record<string, unknown>).map(([k, s]) => [k, plausible(s, k, hints, depth + 1)])),
        { requiredKeys: [] },
      );
    case "record":
      return fc.dictionary(fc.constantFrom("a", "b"), fc.constantFrom("ok", 1, true), { maxKeys: 2 });
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
      return plausible(def.innerType, key, hints, depth + 1);
    case "pipe":
      // The output side states what is finally wanted (a URL after trimming…), unless it is a transform.
      return plausible(defOf(def.out)?.type === "transform" ? def.in : def.out, key, hints, depth + 1);
    case "union":
      return fc.oneof(...(def.options as unknown[]).map((o) => plausible(o, key, hints, depth + 1)));
    case "intersection":
      return plausible(def.left, key, hints, depth + 1);
    default:
      return fc.constant("ok");
  }
}

/** A request body as sent on the wire. */
export interface WireBody {
  contentType: string | null;
  text: string;
}

const json = (value: unknown): WireBody => ({ contentType: "application/json", text: JSON.stringify(value) });

/** Bodies broken as a whole: not JSON, wrong top-level type, broken multipart or form. */
export const brokenBody: fc.Arbitrary<WireBody> = fc.oneof(
  fc.constantFrom("{not json", "", "[", '{"a":', "\u0000", "nul\u0000l").map((text) => ({ contentType: "application/json", text })),
  fc.constantFrom<unknown>([], [1, 2], 42, "text", null, true).map(json),
  fc
    .constantFrom("--x\r\nbroken", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end', "not multipart at all")
    .map((text) => ({ contentType: "multipart/form-data; boundary=x", text })),
  fc.constantFrom("multipart/form-data", "multipart/form-data; boundary=").map((contentType) => ({ contentType, text: "--x--" })),
  fc
    .constantFrom("a=%00", "%%%", `name=${ONE_MEGABYTE}`, "=&=&")
    .map((text) => ({ contentType: "application/x-www-form-urlencoded", text })),
  fc.constantFrom("text/plain", "application/xml").map((contentType) => ({ contentType, text: "<a/>" })),
);

/**
 * Malformed bodies for a route whose body is `schema` (null: the route takes no body). Most are
 * plausible in every field but one, so a request gets as far as it can before the bad field
 * stops it; others are bad throughout, or broken as a whole.
 */
export function malformedBodies(schema: unknown, hints: Hints = {}): fc.Arbitrary<WireBody> {
  const shape = schema ? shapeOf(schema) : null;
  const keys = shape ? Object.keys(shape) : ["name", "email", "id"];
  const plausibleBody = fc.record(Object.fromEntries(keys.map((k) => [k, plausible(shape?.[k], k, hints)])));
  const oneBadField = fc
    .tuple(plausibleBody, fc.constantFrom(...keys, "unexpected"), hostileValue)
    .map(([body, key, bad]) => ({ ...body, [key]: bad }));
  const mixed = fc.record(
    Object.fromEntries(
      keys.map((k) => [k, fc.oneof({ weight: 2, arbitrary: hostileValue }, { weight: 1, arbitrary: plausible(shape?.[k], k, hints) })]),
    ),
    { requiredKeys: [] },
  );
  return fc.oneof(
    { weight: 4, arbitrary: oneBadField.map(json) },
    { weight: 1, arbitrary: mixed.map(json) },
    { weight: 1, arbitrary: brokenBody },
  );
}

/**
 * Deterministic bodies that put each item into each field once, the rest of the
 * body plausible: a NUL byte and 1 MB in every field, spaces in every name, year 0000 in every date.
 */
export function targetedBodies(schema: unknown, hints: Hints, seed: number): WireBody[] {
  const shape = schema ? shapeOf(schema) : null;
  if (!shape) return [];
  const [base] = fc.sample(fc.record(Object.fromEntries(Object.keys(shape).map((k) => [k, plausible(shape[k], k, hints)]))), {
    seed,
    numRuns: 1,
  }) as [Record<string, unknown>];
  const bodies: WireBody[] = [];
  for (const key of Object.keys(shape)) {
    const bad: unknown[] = ["nul\u0000byte", ONE_MEGABYTE];
    if (/name/i.test(key)) bad.push("   ");
    if (typeof base[key] === "string" && /^\d{4}-\d{2}-\d{2}$/.test(base[key])) bad.push("0000-01-01");
    for (const value of bad) bodies.push(json({ ...base, [key]: value }));
  }
  return bodies;
}

/** Path parameter values: a plausible one from the hints, a random uuid, or a hostile string. */
export function pathParam(name: string, hints: Hints): fc.Arbitrary<string> {
  const hinted = hints[name] as fc.Arbitrary<string> | undefined;
  const hostile = fc.oneof(
    fc.constantFrom("%00", "a%00b", "%20%20", "0000-01-01", "..", "%E0%A4%A"),
    fc.string({ maxLength: 6 }).map(encodeURIComponent),
  );
  return fc.oneof(...(hinted ? [hinted] : []), fc.uuid(), hostile);
}
