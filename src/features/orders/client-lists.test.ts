import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The order lists and the dashboard cards of the signed-in home pages are client components: the
 * server page passes their rows as data, and the rows' markup is drawn once, in the HTML pass.
 * As server components each row's markup was rendered on the server twice (the RSC pass, then the
 * HTML pass from the payload) and sent twice (as HTML, and as markup in the inlined RSC payload):
 * about a third of /platform/orders' server CPU (decision 092). A file that loses its directive
 * fails here.
 */
const CLIENT_LISTS = [
  "src/features/orders/orders-list.tsx",
  "src/features/orders/dashboard-orders.tsx",
  "src/features/notifications/activity-card.tsx",
];

describe.each(CLIENT_LISTS)("%s", (file) => {
  const source = readFileSync(path.join(process.cwd(), file), "utf8");

  it('starts with "use client"', () => {
    expect(source.startsWith('"use client";\n')).toBe(true);
  });

  it("imports nothing server-only", () => {
    expect(source).not.toMatch(/from "(server-only|@\/server\/[^"]*)"/);
  });
});
