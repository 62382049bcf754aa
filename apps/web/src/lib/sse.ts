/**
 * Server-Sent Events read from a fetch response's body (the hc client's `$post` and `$get`), for
 * streams EventSource cannot open: a POST with a JSON body, or one we want to abort ourselves.
 * Only `data:` fields matter to us; comments (`:` lines, keep-alives), `event:`, `id:` and
 * `retry:` are skipped. Lines end in \n, \r\n or \r, and a chunk may split any of them.
 */
export function createSseParser(onData: (data: string) => void) {
  let buffer = "";
  let data: string[] = [];

  const dispatch = () => {
    if (data.length) onData(data.join("\n"));
    data = [];
  };
  const line = (text: string) => {
    if (text === "") return dispatch();
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    if (field !== "data") return;
    const value = colon === -1 ? "" : text.slice(colon + 1);
    data.push(value.startsWith(" ") ? value.slice(1) : value);
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      let match: RegExpExecArray | null;
      const lineEnd = /\r\n|\r|\n/g;
      let start = 0;
      while ((match = lineEnd.exec(buffer))) {
        // A \r at the very end may be the first half of \r\n: wait for the next chunk.
        if (match[0] === "\r" && match.index === buffer.length - 1) break;
        line(buffer.slice(start, match.index));
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
    },
    /** The stream ended: a last event without its blank line still counts (servers that just close). */
    end() {
      if (buffer !== "") line(buffer.replace(/\r$/, ""));
      buffer = "";
      dispatch();
    },
  };
}

/** Each event's data, in order, until the body ends or `signal` aborts. */
export async function* readSseData(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const ready: string[] = [];
  const parser = createSseParser((data) => ready.push(data));
  const stop = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener("abort", stop, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        parser.push(decoder.decode());
        parser.end();
      } else {
        parser.push(decoder.decode(value, { stream: true }));
      }
      while (ready.length) yield ready.shift()!;
      if (done) return;
    }
  } finally {
    signal?.removeEventListener("abort", stop);
    reader.releaseLock();
  }
}
