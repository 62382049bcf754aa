import type { TestClient } from "./test-client";

/** An open server-sent event stream: its events' data (parsed JSON) as they arrive, and whether the server ended it. */
export async function openEventStream<T>(client: TestClient, path: string, only?: string) {
  const res = await client.request(path);
  const events: T[] = [];
  let ended = false;
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const reading = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split("\n\n");
      buffer = blocks.pop() ?? "";
      for (const block of blocks) {
        const lines = block.split("\n");
        const event = lines.find((l) => l.startsWith("event: "))?.slice(7) ?? "message";
        const data = lines
          .filter((l) => l.startsWith("data: "))
          .map((l) => l.slice(6))
          .join("\n");
        if (data && (!only || event === only)) events.push(JSON.parse(data) as T);
      }
    }
    ended = true;
  })().catch(() => undefined);
  return {
    res,
    events,
    ended: () => ended,
    /** Resolves once the server has ended the stream. */
    finished: () => reading,
    /** Waits until an event passes the check (or fails after a few seconds). */
    async until(check: (e: T) => boolean, timeoutMs = 10_000) {
      const start = Date.now();
      while (!events.some(check)) {
        if (Date.now() - start > timeoutMs) throw new Error(`no such event; got ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    /** The browser goes away. */
    close: () => reader.cancel(),
  };
}
