// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of a build, once, at
// build time, so the server sends them without compressing per request (issue 14).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024; // below one packet compression saves nothing worth a header

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== ".vite") yield* files(path);
    } else if (COMPRESSIBLE.test(name)) yield path;
  }
}

export function precompress(dir) {
  let count = 0;
  for (const path of files(dir)) {
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop())) {
  const dir = process.argv[2] ?? "dist";
  console.log(`precompressed ${precompress(dir)} files in ${dir}`);
}
