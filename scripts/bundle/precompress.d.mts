/** Writes .br and .gz copies beside every compressible file under dir; returns how many. */
export function precompress(dir: string): number;
