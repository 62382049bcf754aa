import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { summarize } from "./latency";

const CLIENT = fileURLToPath(new URL("./http-load-client.mjs", import.meta.url));

/** `total` GETs, taking `paths` in turn, from `clients` concurrent kept-alive connections, in a separate process (see http-load-client.mjs). */
export async function httpLoad(opts: { url: string; paths: string[]; headers?: Record<string, string>; clients: number; total: number; warmup?: number }) {
  const input = JSON.stringify({ headers: {}, warmup: Math.min(500, opts.total), ...opts });
  const output = await new Promise<string>((resolve, reject) =>
    execFile("node", [CLIENT, input], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(stdout))),
  );
  const { samples, seconds } = JSON.parse(output) as { samples: number[]; seconds: number };
  return { clients: opts.clients, ...summarize(samples), requestsPerSecond: Math.round(samples.length / seconds) };
}
