// A benchmark's figures, each beside its target with its own pass flag; `npm run bench` prints them as a table.

/** A figure that must not exceed `limit` (milliseconds, megabytes). */
export const atMost = (value, limit) => ({ value, target: `<= ${limit}`, pass: value <= limit });

/** A figure that must reach `limit` (requests per second). */
export const atLeast = (value, limit) => ({ value, target: `>= ${limit}`, pass: value >= limit });

/** True when every figure meets its target. */
export const allPass = (figures) => Object.values(figures).every((figure) => figure.pass);
