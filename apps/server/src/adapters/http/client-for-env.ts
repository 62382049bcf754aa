import type { Env } from "../../env";
import { parseAllowedHosts } from "./allowed-hosts";
import { createOutboundClient, type OutboundClient } from "./outbound-client";

const clients = new WeakMap<Env, OutboundClient>();

/** One client per configuration, opened to IMPORT_ALLOWED_HOSTS and to `extraHosts` the operator configured. */
export function outboundClientFor(env: Env, extraHosts: string[] = []): OutboundClient {
  const timeoutMs = env.IMPORT_TIMEOUT_MS;
  if (extraHosts.length) return createOutboundClient({ allowedHosts: parseAllowedHosts([env.IMPORT_ALLOWED_HOSTS ?? "", ...extraHosts].join(",")), timeoutMs });
  let client = clients.get(env);
  if (!client) {
    client = createOutboundClient({ allowedHosts: parseAllowedHosts(env.IMPORT_ALLOWED_HOSTS), timeoutMs });
    clients.set(env, client);
  }
  return client;
}
