import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { DEV_PAGES } from "../modules/recipe-import/fixtures/dev-pages";

/** A 40x30 PNG's first bytes: signature and header chunk, which is what the image check reads. */
export function pngBytes(width = 40, height = 30): Buffer {
  const header = Buffer.alloc(33);
  header.writeUInt32BE(0x89504e47, 0);
  header.writeUInt32BE(0x0d0a1a0a, 4);
  header.writeUInt32BE(13, 8);
  header.write("IHDR", 12, "ascii");
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.writeUInt8(8, 24);
  header.writeUInt8(6, 25);
  return Buffer.concat([header, Buffer.alloc(64)]);
}

/** The lemon pasta page of the fixtures, its picture pointing back at this server. */
export const lemonPastaPage = (base: string) => DEV_PAGES[0]!.body.replace("https://lemonblog.example/img/lemon-pasta-1x1.jpg", `${base}/img/lemon-pasta.png`);

/**
 * Recipe pages on loopback for API and browser tests: /lemon-pasta (JSON-LD with a picture),
 * /no-recipe, /huge (over 5 MB), /slow (never answers), /picture (not a page), /img/*.png
 * (/img/WxH.png of that size). On
 * `listenOn` when the server under test must name it in IMPORT_ALLOWED_HOSTS before it starts.
 */
export async function startRecipePageServer(listenOn = 0): Promise<{ url: string; host: string; close(): Promise<void> }> {
  let base = "";
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (path === "/lemon-pasta") return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(lemonPastaPage(base));
    if (path === "/no-recipe")
      return res
        .writeHead(200, { "content-type": "text/html" })
        .end("<html><head><title>About us</title></head><body><h1>About us</h1><p>We like food.</p></body></html>");
    if (path === "/huge") return res.writeHead(200, { "content-type": "text/html", "content-length": String(6 * 1024 * 1024) }).end();
    if (path === "/slow") return; // never answers: the client's deadline ends it
    const size = /^\/img\/(\d+)x(\d+)\.png$/.exec(path);
    if (size) return res.writeHead(200, { "content-type": "image/png" }).end(pngBytes(Number(size[1]), Number(size[2])));
    if (path === "/picture" || path.startsWith("/img/")) return res.writeHead(200, { "content-type": "image/png" }).end(pngBytes());
    res.writeHead(404, { "content-type": "text/html" }).end("not found");
  });
  await new Promise<void>((resolve) => server.listen(listenOn, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    host: `127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
