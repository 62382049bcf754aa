import { config } from "zod/v4/core";

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that the first
 * time a schema is built. Our CSP has no 'unsafe-eval', so the probe was reported as a CSP
 * violation on every page. Jitless parsing needs no eval.
 *
 * The web build aliases the bare "zod" import to this module (vite.config.ts), so the switch
 * runs wherever zod is first loaded — in whichever lazy route chunk that is — and before any
 * schema is built, without the entry chunk having to carry zod.
 */
config({ jitless: true });

export * from "zod/v4";
export { default } from "zod/v4";
