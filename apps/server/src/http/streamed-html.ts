import { Readable } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { Encoding } from "./content-encoding";

/**
 * An HTML page sent in two parts: `first` at once, `rest` when it is ready. Compressed as a
 * stream with a flush after the first part, so the browser can paint it while the server
 * still works on the rest (a compressor would otherwise hold it back until the end).
 * `rest` must not fail: the caller turns a failure into markup of its own.
 */
export function streamedHtml(first: string, rest: Promise<string>, encoding: Encoding): ReadableStream<Uint8Array> {
  if (encoding === "identity") {
    const encoder = new TextEncoder();
    return new ReadableStream({
      async start(controller) {
        controller.enqueue(encoder.encode(first));
        controller.enqueue(encoder.encode(await rest));
        controller.close();
      },
    });
  }
  // Middle settings: a page is compressed once per request, not once for all like the assets.
  const compressor = encoding === "br" ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 });
  compressor.write(first);
  compressor.flush();
  void rest.then((text) => compressor.end(text));
  return Readable.toWeb(compressor) as ReadableStream<Uint8Array>;
}
