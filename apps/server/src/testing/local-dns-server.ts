import { createSocket } from "node:dgram";
import { isIP } from "node:net";

/**
 * A DNS server on loopback answering A and AAAA questions from a fixed table, so tests can make a
 * public-looking name resolve to a private address without touching the real DNS.
 */
export async function startLocalDnsServer(records: Record<string, string[]>): Promise<{ address: string; close(): Promise<void> }> {
  const socket = createSocket("udp4");
  socket.on("message", (query, peer) => socket.send(answer(query, records), peer.port, peer.address));
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  const { port } = socket.address();
  return { address: `127.0.0.1:${port}`, close: () => new Promise((resolve) => socket.close(() => resolve())) };
}

function answer(query: Buffer, records: Record<string, string[]>): Buffer {
  let offset = 12;
  const labels: string[] = [];
  while (query[offset]! > 0) {
    labels.push(query.subarray(offset + 1, offset + 1 + query[offset]!).toString("ascii"));
    offset += query[offset]! + 1;
  }
  const qtype = query.readUInt16BE(offset + 1);
  const question = query.subarray(12, offset + 5);
  const name = labels.join(".").toLowerCase();
  const known = name in records;
  const family = qtype === 28 ? 6 : qtype === 1 ? 4 : 0;
  const addresses = (records[name] ?? []).filter((a) => isIP(a) === family);
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0);
  header.writeUInt16BE(known ? 0x8180 : 0x8183, 2); // NOERROR, or NXDOMAIN for a name we do not hold
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(addresses.length, 6);
  const answers = addresses.map((address) => {
    const data = family === 4 ? Buffer.from(address.split(".").map(Number)) : ipv6Bytes(address);
    const rr = Buffer.alloc(12);
    rr.writeUInt16BE(0xc00c, 0);
    rr.writeUInt16BE(qtype, 2);
    rr.writeUInt16BE(1, 4);
    rr.writeUInt32BE(5, 6);
    rr.writeUInt16BE(data.length, 10);
    return Buffer.concat([rr, data]);
  });
  return Buffer.concat([header, question, ...answers]);
}

function ipv6Bytes(address: string): Buffer {
  const [head, tail] = address.split("::") as [string, string | undefined];
  const part = (s?: string) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const groups = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  const out = Buffer.alloc(16);
  groups.forEach((g, i) => out.writeUInt16BE(g, i * 2));
  return out;
}
