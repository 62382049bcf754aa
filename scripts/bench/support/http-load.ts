import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { summarize } from "./latency";

const CLIENT = fileURLToPath(new URL("./http-load-client.mjs", import.meta.url));

/**
 * `total` GETs, taking `paths` in turn, from `clients` concurrent kept-alive connections, in a
 * separate process (see http-load-client.mjs), after `warmup` unmeasured ones (500 unless said;
 * 0 for searches that must each be a cache miss).
 */
export async function httpLoad(opts: { url: string; paths: string[]; headers?: Record<string, string>; clients: number; total: number; warmup?: number }) {
  // `warmup` is often passed as undefined; spread over the default it dropped the warm-up entirely.
  const input = JSON.stringify({ headers: {}, ...opts, warmup: opts.warmup ?? Math.min(500, opts.total) });
  const output = await new Promise<string>((resolve, reject) =>
    execFile("node", [CLIENT, input], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(stdout))),
  );
  const { samples, seconds } = JSON.parse(output) as { samples: number[]; seconds: number };
  return { clients: opts.clients, ...summarize(samples), requestsPerSecond: Math.round(samples.length / seconds) };
}
