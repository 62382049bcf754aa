import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createTestApp, TEST_APP_URL, type TestApp } from "../testing/test-app";
import { nodeServerOptions } from "./server-options";

/**
 * Limits over a real socket, with the server options src/index.ts uses (a 1 s request timeout
 * here instead of 30 s): an early 413 ends its connection and says so, a body dribbled too slowly
 * is cut off, and a client that goes away is logged as an abort, not as our 500.
 */
let t: TestApp;
let server: Server;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1", serverOptions: nodeServerOptions(1_000) }) as Server;
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** Writes `head` (and later chunks) on a raw socket; resolves with everything read once the server closes it. */
function rawExchange(head: string) {
  const socket = connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<string>((done) => socket.on("close", () => done(received)));
  socket.on("error", () => undefined);
  socket.write(head);
  return { socket, closed, received: () => received };
}

const postHead = (path: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${TEST_APP_URL}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe("an early 413", () => {
  it("answers Connection: close and ends the connection, so the unread body is never taken for a request", async () => {
    const { closed } = rawExchange(postHead("/api/auth/sign-in/email", 2_000_000) + '{"email":"');
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).not.toMatch(/keep-alive/i);
    expect(answer).toContain('"code":"PAYLOAD_TOO_LARGE"');
  });
});

describe("a slowly sent body", () => {
  it("is cut off with 408 once the request timeout passes, and the abort is no 500", async () => {
    const error = vi.spyOn(console, "error");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { socket, closed } = rawExchange(postHead("/api/contact", 200) + '{"name":"Casey');
    const drip = setInterval(() => socket.writable && socket.write(" "), 200);
    const answer = await closed;
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    await expect.poll(() => warn.mock.calls.flat().join("\n")).toContain("request aborted by the client: POST /api/contact");
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    warn.mockRestore();
  });
});

describe("a client that goes away mid-body", () => {
  it("is logged as an abort, without a stack, never as a 500", async () => {
    const error = vi.spyOn(console, "error");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { socket } = rawExchange(postHead("/api/contact", 200) + '{"name":"Casey');
    await new Promise((r) => setTimeout(r, 200));
    socket.destroy();
    await expect.poll(() => warn.mock.calls.flat().join("\n")).toContain("request aborted by the client: POST /api/contact");
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    warn.mockRestore();
  });
});
