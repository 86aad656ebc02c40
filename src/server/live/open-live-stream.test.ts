import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/database";
import { createLogger } from "@/server/logger";
import { liveHubOf } from "./live-hub";
import { openLiveStream } from "./open-live-stream";

/*
 * The stream's own rules, without a database (the replay and cross-process delivery are in
 * tests/api/messages-live.test.ts): frames in order, an id pushed twice sent once, a client that
 * stops reading dropped past its backlog, and the hub forgetting a closed stream.
 */

/** A database whose only use here is the hub's LISTEN: the test plays the NOTIFYs. */
function fakeDatabase() {
  let notify: ((payload: string) => void) | null = null;
  const database = {
    listen: (_channel: string, onPayload: (payload: string) => void) => {
      notify = onPayload;
      return Promise.resolve(() => Promise.resolve());
    },
  } as unknown as DatabaseHandle;
  const push = (id: string, users = ["u1"]) =>
    notify!(JSON.stringify({ id, type: "message.sent", entity: "message", entityId: `m-${id}`, users }));
  return { database, push };
}

const log = createLogger("silent");
const decoder = new TextDecoder();

async function readText(reader: ReadableStreamDefaultReader<Uint8Array>, untilIncludes: string): Promise<string> {
  let text = "";
  while (!text.includes(untilIncludes)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  return text;
}

describe("openLiveStream", () => {
  it("sends the ready frame, then each pushed event of the user once, in order; others' events not at all", async () => {
    const { database, push } = fakeDatabase();
    const reader = (await openLiveStream(database, { userId: "u1", lastEventId: null, log })).getReader();
    await new Promise((resolve) => setTimeout(resolve, 0)); // the replay step releases held events after a tick
    push("e1");
    push("e1"); // a push is at least once: the second is dropped
    push("x1", ["someone-else"]);
    push("e2");
    const text = await readText(reader, "id: e2");
    expect(text.startsWith("event: ready\n")).toBe(true);
    expect(text.match(/^id: .*$/gm)).toEqual(["id: e1", "id: e2"]);
    expect(text).toContain('data: {"id":"e1","type":"message.sent","entity":"message","entityId":"m-e1"}');
    await reader.cancel();
    expect(liveHubOf(database).connections).toBe(0);
  });

  it("ends the stream of a client that stops reading once its backlog passes 1 MB, and forgets it", async () => {
    const { database, push } = fakeDatabase();
    const stream = await openLiveStream(database, { userId: "u1", lastEventId: null, log });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const hub = liveHubOf(database);
    expect(hub.connections).toBe(1);
    // About 120 bytes a frame: 10,000 frames are well past 1 MB.
    for (let i = 0; i < 10_000 && hub.connections > 0; i++) push(`e${i}`);
    expect(hub.connections).toBe(0);
    // What was queued before the end is still readable, then the stream is done.
    const reader = stream.getReader();
    let bytes = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
    }
    expect(bytes).toBeGreaterThan(1 << 20);
    expect(bytes).toBeLessThan((1 << 20) + 1000);
  });
});
