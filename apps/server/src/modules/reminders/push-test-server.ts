import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, Agent } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const b64url = (buf: Buffer) => buf.toString("base64url");

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291 section 3). */
export function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

/** RFC 8291 + RFC 8188 aes128gcm, decrypted as a browser would: one record, padding delimiter 2. */
export function decryptPush(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("not the last record's padding delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** Checks the VAPID header (RFC 8292): a JWT for this origin signed by the key it names. */
function vapidSigner(header: string | undefined, origin: string): string | null {
  const m = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? "");
  if (!m) return null;
  const [head, claims, signature] = m[1]!.split(".");
  const key = Buffer.from(m[2]!, "base64url");
  const jwk = { kty: "EC", crv: "P-256", x: b64url(key.subarray(1, 33)), y: b64url(key.subarray(33, 65)) };
  const ok = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: createPublicKey({ key: jwk, format: "jwk" }), dsaEncoding: "ieee-p1363" },
    Buffer.from(signature!, "base64url"),
  );
  const aud = (JSON.parse(Buffer.from(claims!, "base64url").toString()) as { aud: string }).aud;
  return ok && aud === origin ? m[2]! : null;
}

export interface ReceivedPush {
  path: string;
  encoding: string | undefined;
  ttl: string | undefined;
  vapidKey: string | null;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1 speaking RFC 8030 over TLS with a certificate made for the run:
 * it keeps what it receives (201), and answers 410 Gone on /gone/..., as for an uninstalled browser.
 */
export async function startPushTestServer() {
  const dir = mkdtempSync(join(tmpdir(), "push-test-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const cert = readFileSync(join(dir, "cert.pem"));
  const received: ReceivedPush[] = [];
  let origin = "";
  const server = createServer({ key: readFileSync(join(dir, "key.pem")), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.url?.startsWith("/gone/")) return void res.writeHead(410).end();
      received.push({
        path: req.url ?? "",
        encoding: req.headers["content-encoding"],
        ttl: req.headers.ttl as string | undefined,
        vapidKey: vapidSigner(req.headers.authorization, origin),
        body: Buffer.concat(chunks),
      });
      res.writeHead(201, { location: `${origin}/messages/${received.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** An agent that trusts this server's certificate and nothing else. */
    agent: new Agent({ ca: cert }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
