import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { threadSchema } from "@/contracts/messages";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";
import { TEST_ORIGIN } from "../support/test-settings";

/* Decision 035: message attachments — images re-encoded, PDFs kept, refused by content; participants only. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function open(a: TestUser, b: TestUser) {
  const res = await t.request("/api/v1/auth/conversations", { token: a.token, body: { userId: b.id } });
  return ((await res.json()) as { data: { id: string } }).data.id;
}
function upload(u: TestUser, conversationId: string, bytes: Uint8Array, name: string, type = "application/octet-stream") {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  return t.app.request(`/api/v1/auth/conversation/${conversationId}/attachments`, {
    method: "POST",
    headers: { authorization: `Bearer ${u.token}`, origin: TEST_ORIGIN },
    body: form,
  });
}
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

describe("message attachments", () => {
  it("an image is re-encoded to WebP and a PDF kept; both travel in a message; the other participant opens them", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const creator = await createUser(t, { types: ["creator"] });
    const id = await open(brand, creator);
    const img = await upload(brand, id, await png(), "photo.png", "image/png");
    expect(img.status).toBe(201);
    const { data: image } = (await img.json()) as { data: { key: string; name: string; contentType: string } };
    expect(image).toMatchObject({ name: "photo.webp", contentType: "image/webp" });
    const doc = await upload(brand, id, pdf, "brief.pdf", "application/pdf");
    const { data: file } = (await doc.json()) as { data: { key: string; contentType: string } };
    expect(file.contentType).toBe("application/pdf");

    const sent = await t.request(`/api/v1/auth/conversation/${id}/messages`, {
      token: brand.token,
      body: { body: "See attached", attachments: [image, { key: file.key, name: "brief.pdf" }] },
    });
    expect(sent.status).toBe(201);
    const thread = threadSchema.parse(await (await t.request(`/api/v1/auth/conversation/${id}`, { token: creator.token })).json()).data;
    expect(thread.messages.at(-1)!.attachments.map((a) => a.contentType)).toEqual(["image/webp", "application/pdf"]);

    const path = `/api/v1/auth/conversation/${id}/attachments/${image.key}`;
    for (const who of [brand, creator]) {
      const res = await t.request(path, { token: who.token });
      expect(res.status).toBe(302);
      const fetched = await t.app.request(new URL(res.headers.get("location")!).pathname + new URL(res.headers.get("location")!).search);
      expect(fetched.status).toBe(200);
      expect((await sharp(Buffer.from(await fetched.arrayBuffer())).metadata()).format).toBe("webp");
    }
  });

  it("non-participants get 404 for the file and cannot upload; anonymous 401; a key from elsewhere is 404", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const stranger = await createUser(t);
    const id = await open(a, b);
    const { data } = (await (await upload(a, id, await png(), "x.png")).json()) as { data: { key: string } };
    const path = `/api/v1/auth/conversation/${id}/attachments/${data.key}`;
    expect((await t.request(path, { token: stranger.token })).status).toBe(404);
    expect((await t.request(path)).status).toBe(401);
    expect((await upload(stranger, id, await png(), "x.png")).status).toBe(404);
    // The stranger's own conversation does not open a's file either.
    const own = await open(stranger, a);
    expect((await t.request(`/api/v1/auth/conversation/${own}/attachments/${data.key}`, { token: stranger.token })).status).toBe(404);
    expect((await t.request(`/api/v1/auth/conversation/${id}/attachments/message-files/${id}/nope.webp`, { token: a.token })).status).toBe(
      404,
    );
  });

  it("refuses by content (a text file named .png, a video), and a send naming someone else's upload", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const id = await open(a, b);
    const fake = await upload(a, id, Buffer.from("<script>alert(1)</script>"), "evil.png", "image/png");
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as { error: { fields: { file?: string } } }).error.fields.file).toBeTypeOf("string");
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42"), Buffer.alloc(64)]);
    expect((await upload(a, id, mp4, "clip.mp4", "video/mp4")).status).toBe(400);

    const { data: bFile } = (await (await upload(b, id, await png(), "b.png")).json()) as { data: { key: string } };
    const res = await t.request(`/api/v1/auth/conversation/${id}/messages`, {
      token: a.token,
      body: { body: "not mine", attachments: [{ key: bFile.key, name: "b.webp" }] },
    });
    expect(res.status).toBe(400);
  });
});
