import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalDnsServer } from "../../testing/local-dns-server";
import { parseAllowedHosts } from "./allowed-hosts";
import { createOutboundClient, type OutboundClient } from "./outbound-client";
import { OutboundError, type OutboundFailure } from "./outbound-error";
import { dnsServerResolve } from "./resolve-host";

/** A page server on loopback that records what reached it. */
let server: Server;
let port: number;
let other: Server;
let otherPort: number;
const seen: { path: string; headers: IncomingHttpHeaders }[] = [];
let dns: Awaited<ReturnType<typeof startLocalDnsServer>>;

const listen = async (s: Server) => {
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  return (s.address() as AddressInfo).port;
};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ path: req.url!, headers: req.headers });
    const url = new URL(req.url!, "http://x");
    const hop = Number(url.searchParams.get("hops") ?? 0);
    if (url.pathname === "/page") return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<h1>ok</h1>");
    if (url.pathname === "/hops")
      return hop > 0 ? res.writeHead(302, { location: `/hops?hops=${hop - 1}` }).end() : res.writeHead(200, { "content-type": "text/html" }).end("done");
    if (url.pathname === "/to") return res.writeHead(301, { location: url.searchParams.get("where")! }).end();
    if (url.pathname === "/big") return res.writeHead(200, { "content-type": "text/html", "content-length": String(6 * 1024 * 1024) }).end();
    if (url.pathname === "/endless") {
      res.writeHead(200, { "content-type": "text/html" });
      const chunk = Buffer.alloc(64 * 1024, 97);
      const push = () => (res.write(chunk) ? setImmediate(push) : res.once("drain", push));
      res.on("close", () => (push as unknown as { stop?: boolean }).stop);
      return push();
    }
    if (url.pathname === "/bomb")
      return res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" }).end(gzipSync(Buffer.alloc(20 * 1024 * 1024, 32)));
    if (url.pathname === "/silent") return; // never answers
    if (url.pathname === "/trickle") {
      res.writeHead(200, { "content-type": "text/html" });
      const timer = setInterval(() => res.write("a"), 50);
      return res.on("close", () => clearInterval(timer));
    }
    if (url.pathname === "/image") return res.writeHead(200, { "content-type": "image/png" }).end(Buffer.from([137, 80, 78, 71]));
    res.writeHead(404).end();
  });
  port = await listen(server);
  other = createServer((req, res) => {
    seen.push({ path: `other${req.url}`, headers: req.headers });
    res.writeHead(200, { "content-type": "text/html" }).end("other");
  });
  otherPort = await listen(other);
  dns = await startLocalDnsServer({
    "recipes.example": ["127.0.0.1"],
    "intranet.example": ["10.0.0.5"],
    "metadata.example": ["169.254.169.254"],
    "mixed.example": ["93.184.216.34", "127.0.0.1"],
    "v6loop.example": ["::1"],
    "mapped.example": ["::ffff:7f00:1"],
    "ula.example": ["fd00::1"],
  });
});

afterAll(async () => {
  server.closeAllConnections();
  other.closeAllConnections();
  await Promise.all([new Promise((r) => server.close(r)), new Promise((r) => other.close(r)), dns.close()]);
});

const client = (allowed = "", timeoutResolve = true): OutboundClient =>
  createOutboundClient({ allowedHosts: parseAllowedHosts(allowed), ...(timeoutResolve && { resolve: dnsServerResolve([dns.address]) }) });

async function failure(promise: Promise<unknown>): Promise<OutboundFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return (error as OutboundError).failure;
}

const html = { accept: ["text/html"] };

describe("outbound client: addresses", () => {
  it.each([
    "http://127.0.0.1:PORT/page",
    "http://2130706433:PORT/page", // decimal
    "http://0x7f000001:PORT/page", // hex
    "http://0177.0.0.1:PORT/page", // octal
    "http://0x7f.1:PORT/page",
    "http://127.1:PORT/page",
    "http://[::1]:PORT/page",
    "http://[::ffff:127.0.0.1]:PORT/page", // IPv4-mapped
    "http://[::ffff:7f00:1]:PORT/page",
    "http://[64:ff9b::7f00:1]:PORT/page", // NAT64
    "http://[2002:7f00:1::]:PORT/page", // 6to4
    "http://0.0.0.0:PORT/page",
    "http://[::]:PORT/page",
    "http://10.1.2.3/",
    "http://172.16.0.1/",
    "http://192.168.1.1/",
    "http://100.64.0.1/",
    "http://169.254.169.254/latest/meta-data/", // cloud metadata
    "http://[fd00:ec2::254]/", // AWS metadata over IPv6
    "http://[fe80::1]/",
    "http://[fc00::1]/",
    "http://224.0.0.1/",
    "http://[ff02::1]/",
    "http://255.255.255.255/",
  ])("%s is blocked before any connection", async (raw) => {
    const before = seen.length;
    expect(await failure(client().get(raw.replace("PORT", String(port)), html))).toBe("blocked");
    expect(seen.length).toBe(before);
  });

  it.each(["file:///etc/passwd", "ftp://example.com/", "gopher://127.0.0.1:70/", "data:text/html,hi", "javascript:alert(1)", "not a url"])(
    "%s is refused: http(s) only",
    async (raw) => {
      expect(await failure(client().get(raw, html))).toBe("bad_url");
    },
  );

  it.each(["recipes.example", "intranet.example", "metadata.example", "mixed.example", "v6loop.example", "mapped.example", "ula.example"])(
    "a name resolving to a private address (%s, from a local DNS server) is blocked",
    async (name) => {
      const before = seen.length;
      expect(await failure(client().get(`http://${name}:${port}/page`, html))).toBe("blocked");
      expect(seen.length).toBe(before);
    },
  );

  it("localhost through the system resolver is blocked", async () => {
    expect(await failure(client("", false).get(`http://localhost:${port}/page`, html))).toBe("blocked");
  });

  it("an allowed host[:port] may be private, and a name connects to the address that was checked", async () => {
    const res = await client(`recipes.example:${port}`).get(`http://recipes.example:${port}/page`, html);
    expect(res.body.toString()).toBe("<h1>ok</h1>");
    expect(res.contentType).toBe("text/html");
    // the same host on another port is not opened
    expect(await failure(client(`recipes.example:${port}`).get(`http://recipes.example:${otherPort}/page`, html))).toBe("blocked");
  });
});

describe("outbound client: redirects", () => {
  const open = () => client(`127.0.0.1:${port}`);

  it("follows up to 5 redirects and refuses a sixth", async () => {
    expect((await open().get(`http://127.0.0.1:${port}/hops?hops=5`, html)).body.toString()).toBe("done");
    expect(await failure(open().get(`http://127.0.0.1:${port}/hops?hops=6`, html))).toBe("too_many_redirects");
  });

  it.each([`http://127.0.0.1:OTHER/`, `http://recipes.example:OTHER/`, `http://[::1]:OTHER/`, `http://2130706433:OTHER/`, "http://169.254.169.254/"])(
    "a redirect from an allowed page to %s is blocked",
    async (target) => {
      const before = seen.filter((s) => s.path.startsWith("other")).length;
      const where = encodeURIComponent(target.replace("OTHER", String(otherPort)));
      expect(await failure(open().get(`http://127.0.0.1:${port}/to?where=${where}`, html))).toBe("blocked");
      expect(seen.filter((s) => s.path.startsWith("other")).length).toBe(before);
    },
  );

  it("a redirect to another scheme is refused", async () => {
    expect(await failure(open().get(`http://127.0.0.1:${port}/to?where=${encodeURIComponent("file:///etc/passwd")}`, html))).toBe("bad_url");
  });

  it("credentials in the address are not sent, and caller headers do not follow a redirect to another origin", async () => {
    const both = client(`127.0.0.1:${port},127.0.0.1:${otherPort}`);
    await both.get(`http://cook:secret@127.0.0.1:${port}/page`, html);
    expect(seen.at(-1)!.headers.authorization).toBeUndefined();
    const where = encodeURIComponent(`http://127.0.0.1:${otherPort}/x`);
    await both.get(`http://127.0.0.1:${port}/to?where=${where}`, { ...html, headers: { authorization: "Bearer t", cookie: "a=b" } });
    expect(seen.at(-1)!.path).toBe("other/x");
    expect(seen.at(-1)!.headers.authorization).toBeUndefined();
    expect(seen.at(-1)!.headers.cookie).toBeUndefined();
  });
});

describe("outbound client: bodies, time and types", () => {
  const open = () => client(`127.0.0.1:${port}`);

  it("a declared body over 5 MB is refused", async () => {
    expect(await failure(open().get(`http://127.0.0.1:${port}/big`, html))).toBe("too_large");
  });

  it("an endless body is cut at 5 MB", async () => {
    expect(await failure(open().get(`http://127.0.0.1:${port}/endless`, html))).toBe("too_large");
  });

  it("a compressed body is limited by what it unpacks to", async () => {
    expect(await failure(open().get(`http://127.0.0.1:${port}/bomb`, html))).toBe("too_large");
  });

  it("a server that never answers, or trickles its body, runs out the total time", async () => {
    expect(await failure(open().get(`http://127.0.0.1:${port}/silent`, { ...html, timeoutMs: 300 }))).toBe("timeout");
    expect(await failure(open().get(`http://127.0.0.1:${port}/trickle`, { ...html, timeoutMs: 300 }))).toBe("timeout");
  });

  it("content types are allowed per use", async () => {
    expect(await failure(open().get(`http://127.0.0.1:${port}/page`, { accept: ["image/"] }))).toBe("bad_type");
    expect((await open().get(`http://127.0.0.1:${port}/image`, { accept: ["image/"] })).contentType).toBe("image/png");
  });
});
