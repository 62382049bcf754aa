import { lookup as dnsLookup } from "node:dns/promises";
import { Resolver } from "node:dns/promises";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Every address a name resolves to; the client refuses the name if any one is blocked. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolve: ResolveHost = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/** Asks the given DNS servers directly ("127.0.0.1:5353"): how tests put a resolver of their own in front. */
export function dnsServerResolve(servers: string[]): ResolveHost {
  const resolver = new Resolver({ timeout: 2_000, tries: 1 });
  resolver.setServers(servers);
  return async (hostname) => {
    const settle = async (query: Promise<string[]>, family: 4 | 6) => (await query.catch(() => [] as string[])).map((address) => ({ address, family }));
    const all = [...(await settle(resolver.resolve4(hostname), 4)), ...(await settle(resolver.resolve6(hostname), 6))];
    if (!all.length) throw new Error(`no address for ${hostname}`);
    return all;
  };
}
