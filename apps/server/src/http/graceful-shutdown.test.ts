import { afterAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * SIGTERM answers every request whose bytes reached the server. The real server (src/index.ts)
 * runs as a child process: posts half sent when SIGTERM arrives finish afterwards, writes sent
 * 15 ms before it are all answered, readiness goes unready before the listener closes, new
 * connections are refused after it, and the process exits 0.
 */
const root = resolve(import.meta.dirname, "../../../..");
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill("SIGKILL");
});

function startServer(unreadyMs = 250): Promise<{ port: number; exited: Promise<number | null>; output: () => string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    NODE_ENV: "test",
    APP_URL: "http://localhost:3000",
    DATA_DIR: mkdtempSync(join(tmpdir(), "sierra-shutdown-")),
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    SHUTDOWN_UNREADY_MS: String(unreadyMs),
    DATABASE_URL: process.env.TEST_DB_KIND === "postgres" ? process.env.TEST_DATABASE_URL : "",
  };
  child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/index.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise<number | null>((done) => child!.once("exit", (code) => done(code)));
  return new Promise((ready, fail) => {
    let out = "";
    child!.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const port = out.match(/listening on [^ ]+:(\d+)/)?.[1];
      if (port) ready({ port: Number(port), exited, output: () => out });
    });
    child!.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
    void exited.then(() => fail(new Error(`server exited before listening:\n${out}`)));
  });
}

const body = JSON.stringify({ name: "Casey Cook", email: "casey@example.com", topic: "General question", message: "Sent across a shutdown." });

/** Sends the first half of a contact post and returns a function that sends the rest and reads the answer. */
function halfSentPost(port: number) {
  const req = request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/contact",
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), origin: "http://localhost:3000" },
  });
  const answer = new Promise<number>((done, fail) => {
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => done(res.statusCode ?? 0));
    });
    req.on("error", fail);
  });
  req.write(body.slice(0, 20));
  return () => {
    req.end(body.slice(20));
    return answer;
  };
}

/** One contact post on its own connection; resolves with the status, or the connection error's code. */
function post(port: number): Promise<number | string> {
  return new Promise((done) => {
    const req = request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/contact",
      agent: false,
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), origin: "http://localhost:3000" },
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => done(res.statusCode ?? 0));
    });
    req.on("error", (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    req.end(body);
  });
}

describe("SIGTERM", () => {
  it("finishes the requests in flight, goes unready first, then refuses new connections and exits", async () => {
    const { port, exited, output } = await startServer(1_500);
    const first = halfSentPost(port);
    const second = halfSentPost(port);
    // Let the server read the headers and start both handlers.
    await new Promise((r) => setTimeout(r, 300));
    child!.kill("SIGTERM");
    await expect.poll(output, { timeout: 10_000 }).toContain("SIGTERM: finishing requests in flight, then stopping");
    // Unready while still answering, so a load balancer stops sending before the listener closes.
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get("connection")).toBe("close");
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/api/health`).then(
            () => "answered",
            () => "refused",
          ),
        { timeout: 10_000 },
      )
      .toBe("refused");
    expect(await first()).toBe(201);
    expect(await second()).toBe(201);
    expect(await exited).toBe(0);
  }, 240_000);

  it("answers every write sent just before it", async () => {
    const { port, exited, output } = await startServer();
    // A first write loads the code it needs, as on a server that has been up for a while.
    expect(await post(port)).toBe(201);
    const started = Date.now();
    const answers = Array.from({ length: 24 }, () => post(port));
    await new Promise((r) => setTimeout(r, 15));
    child!.kill("SIGTERM");
    expect(await Promise.all(answers), `${Date.now() - started} ms\n${output()}`).toEqual(Array(24).fill(201));
    expect(await exited).toBe(0);
  }, 240_000);
});
