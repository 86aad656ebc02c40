import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { member } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { createUser, type TestApp, type TestUser } from "./test-app";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Status codes to answer with, in order; 200 once they run out. */
  answers: number[];
  close(): Promise<void>;
}

/** A real HTTP receiver on a free local port, recording what it gets. */
export async function startReceiver(path = "/hooks"): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : "receiver broke");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface BrandOrganization {
  owner: TestUser;
  organizationId: string;
  buyerAccountId: string;
}

/** A brand user who creates an organization (its owner, the session's active organization). */
export async function brandOrganization(t: TestApp, name = "Glow Labs"): Promise<BrandOrganization> {
  const owner = await createUser(t, { types: ["brand"] });
  const res = await t.request("/api/auth/organization/create", {
    token: owner.token,
    body: { name, slug: `org-${randomUUID().slice(0, 8)}` },
  });
  if (res.status !== 200) throw new Error(`organization create failed: ${res.status}`);
  const organizationId = ((await res.json()) as { id: string }).id;
  const buyer = await resolveBuyerAccount(t.ctx.db, { userId: owner.id, activeOrganizationId: organizationId });
  return { owner, organizationId, buyerAccountId: buyer.id };
}

/** Adds a brand user to the organization with `role` and makes it their active one. */
export async function teammate(t: TestApp, organizationId: string, role: "member" | "admin"): Promise<TestUser> {
  const u = await createUser(t, { types: ["brand"] });
  await t.ctx.db.insert(member).values({ id: randomUUID(), organizationId, userId: u.id, role });
  const res = await t.request("/api/auth/organization/set-active", { token: u.token, body: { organizationId } });
  if (res.status !== 200) throw new Error(`set-active failed: ${res.status}`);
  return u;
}
