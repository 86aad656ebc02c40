import { expect } from "vitest";
import type { TestApp } from "./test-app";

/**
 * A live-stream client over the app's streamed Response body (GET /api/v1/auth/events/stream):
 * the JSON of every `domain` frame, in order; `until` reads until one matches (or the stream ends),
 * the test's timeout bounding the wait. `lastEventId` asks for the replay after a reconnect.
 */
export async function connectEventStream<Frame>(t: TestApp, user: { token: string }, lastEventId?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${user.token}` };
  if (lastEventId) headers["last-event-id"] = lastEventId;
  const res = await t.app.request("/api/v1/auth/events/stream", { headers });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const frames: Frame[] = [];
  async function until(match: (f: Frame) => boolean): Promise<Frame[]> {
    for (;;) {
      if (frames.some(match)) return frames;
      const { value, done } = await reader.read();
      if (done) return frames;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const raw = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = raw.split("\n").find((l) => l.startsWith("data: "));
        if (raw.includes("event: domain") && data) frames.push(JSON.parse(data.slice(6)) as Frame);
      }
    }
  }
  return { until, frames, close: () => reader.cancel() };
}
