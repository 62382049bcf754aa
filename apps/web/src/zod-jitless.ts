import { z } from "zod";

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that the first
 * time a schema is built. Our CSP has no 'unsafe-eval', so the probe was reported as a CSP
 * violation on every page. Jitless parsing needs no eval. main.tsx imports this first, before
 * any module builds a schema.
 */
z.config({ jitless: true });
