/**
 * IMPORT_ALLOWED_HOSTS: "host[:port]" entries a self-hoster opens although they resolve to
 * private addresses (a recipe server on the LAN; the tests' local pages). No port = any port.
 */
export type AllowedHosts = ReadonlyArray<{ host: string; port: string | null }>;

export function parseAllowedHosts(list: string | undefined): AllowedHosts {
  return (list ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => {
      const m = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(entry);
      if (!m) throw new Error(`IMPORT_ALLOWED_HOSTS: "${entry}" is not host[:port]`);
      return { host: m[1]!, port: m[2] ?? null };
    });
}

export function isAllowedHost(allowed: AllowedHosts, url: URL): boolean {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return allowed.some((a) => a.host === url.hostname.toLowerCase() && (a.port === null || a.port === port));
}
