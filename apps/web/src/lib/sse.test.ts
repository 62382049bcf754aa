import { describe, expect, it } from "vitest";
import { createSseParser, readSseData } from "./sse";

function parse(chunks: string[], end = true): string[] {
  const events: string[] = [];
  const parser = createSseParser((data) => events.push(data));
  chunks.forEach((chunk) => parser.push(chunk));
  if (end) parser.end();
  return events;
}

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
      controller.close();
    },
  });
}

describe("createSseParser", () => {
  it.each([
    ["one event", ['data: {"type":"done"}\n\n'], ['{"type":"done"}']],
    ["two events in one chunk", ["data: a\n\ndata: b\n\n"], ["a", "b"]],
    ["an event split mid-line", ["da", "ta: hel", "lo\n", "\n"], ["hello"]],
    ["CRLF line ends split between chunks", ["data: x\r", "\n\r", "\n"], ["x"]],
    ["lone CR line ends", ["data: x\r\rdata: y\r\r"], ["x", "y"]],
    ["several data lines join with a newline", ["data: one\ndata: two\n\n"], ["one\ntwo"]],
    ["only one space after the colon is dropped", ["data:  two spaces\ndata:none\n\n"], [" two spaces\nnone"]],
    ["comments, event, id and retry are skipped", [": keep-alive\nevent: message\nid: 7\nretry: 1000\ndata: kept\n\n"], ["kept"]],
    ["a blank line without data dispatches nothing", ["\n\n: ping\n\n"], []],
    ["a field without a colon is an empty data line", ["data\n\n"], [""]],
    ["the last event without its blank line counts at the end", ["data: last"], ["last"]],
  ])("%s", (_name, chunks, expected) => {
    expect(parse(chunks)).toEqual(expected);
  });

  it("keeps an unfinished event until the stream ends", () => {
    expect(parse(["data: waiting\n"], false)).toEqual([]);
  });
});

describe("readSseData", () => {
  it("yields each event's data across chunks, decoding UTF-8 split between them", async () => {
    const bytes = new TextEncoder().encode('data: {"delta":"crème brûlée"}\n\ndata: {"type":"done"}\n\n');
    const cut = 19; // between the two bytes of "è"
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const seen: string[] = [];
    for await (const data of readSseData(body)) seen.push(data);
    expect(seen).toEqual(['{"delta":"crème brûlée"}', '{"type":"done"}']);
  });

  it("stops when its signal aborts", async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    for await (const data of readSseData(streamOf(["data: first\n\n", "data: second\n\n"]), controller.signal)) {
      seen.push(data);
      controller.abort();
      break;
    }
    expect(seen).toEqual(["first"]);
  });
});
