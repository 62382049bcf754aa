import { afterAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * Finding 8: SIGTERM lets the requests in flight finish. The real server (src/index.ts) runs
 * as a child process; two contact-form posts are half sent when SIGTERM arrives and finish
 * afterwards. Both must get their answer, new connections are refused, and the process exits 0.
 */
const root = resolve(import.meta.dirname, "../../../..");
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill("SIGKILL");
});

function startServer(): Promise<{ port: number; exited: Promise<number | null>; output: () => string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    NODE_ENV: "test",
    APP_URL: "http://localhost:3000",
    DATA_DIR: mkdtempSync(join(tmpdir(), "sierra-shutdown-")),
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
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

describe("SIGTERM", () => {
  it("finishes the requests in flight, refuses new ones, then exits", async () => {
    const { port, exited, output } = await startServer();
    const first = halfSentPost(port);
    const second = halfSentPost(port);
    // Let the server read the headers and start both handlers.
    await new Promise((r) => setTimeout(r, 300));
    child!.kill("SIGTERM");
    // The server has stopped listening once it says so (it closes the listener in the same tick);
    // a fixed pause was too short on a loaded machine.
    await expect.poll(output, { timeout: 10_000 }).toContain("SIGTERM: finishing requests in flight, then stopping");
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    expect(await first()).toBe(201);
    expect(await second()).toBe(201);
    expect(await exited).toBe(0);
  }, 60_000);
});
