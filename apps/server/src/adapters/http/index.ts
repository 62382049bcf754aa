export { createOutboundClient, OUTBOUND_LIMITS, type OutboundClient, type OutboundOptions, type OutboundResponse } from "./outbound-client";
export { OutboundError, type OutboundFailure } from "./outbound-error";
export { parseAllowedHosts, type AllowedHosts } from "./allowed-hosts";
export { operatorFetch } from "./operator-fetch";
export { outboundClientFor } from "./client-for-env";
