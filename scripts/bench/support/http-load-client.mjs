// The load generator, alone in its own small process: in the benchmark's process (tsx, Drizzle,
// PGlite loaded) each old-space collection paused every request in flight for up to 20 ms, which
// the latency samples then blamed on the server. Plain JavaScript, so no loader is needed.
// Input (argv[2], JSON): { url, paths, headers, clients, warmup, total }; request i asks for
// paths[i % paths.length]. Output (stdout, JSON): { samples: [ms per request], seconds }.
import http from "node:http";

const { url, paths, headers, clients, warmup, total } = JSON.parse(process.argv[2]);
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });

const get = (path) =>
  new Promise((resolve, reject) => {
    http
      .get({ host: target.hostname, port: target.port, path, headers, agent }, (res) => {
        res.resume();
        res.on("end", () => (res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode} for ${path}`))));
      })
      .on("error", reject);
  });

async function run(count) {
  const samples = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) {
        const path = paths[next % paths.length];
        next += 1;
        const started = performance.now();
        await get(path);
        samples.push(performance.now() - started);
      }
    }),
  );
  return samples;
}

await run(warmup);
const started = performance.now();
const samples = await run(total);
const seconds = (performance.now() - started) / 1000;
agent.destroy();
process.stdout.write(JSON.stringify({ samples, seconds }));
