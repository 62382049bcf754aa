export interface ImageFacts {
  contentType: "image/jpeg" | "image/png" | "image/webp" | "image/gif";
  width: number;
  height: number;
}

/** Pictures we keep: the bytes must be what they say, and of a size a recipe card can show. */
export const IMAGE_LIMITS = { maxBytes: 5 * 1024 * 1024, minSide: 16, maxSide: 8000 } as const;

/**
 * The type and size of a picture read from its own bytes (never from the server's word alone):
 * PNG, JPEG, GIF or WebP; null for anything else (SVG included: it can carry script).
 */
export function imageFacts(bytes: Buffer): ImageFacts | null {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.toString("ascii", 12, 16) === "IHDR")
    return { contentType: "image/png", width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes.length >= 10 && bytes.toString("ascii", 0, 4) === "GIF8")
    return { contentType: "image/gif", width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  if (bytes.length >= 30 && bytes.toString("ascii", 0, 4) === "RIFF" && bytes.toString("ascii", 8, 12) === "WEBP") return webp(bytes);
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpeg(bytes);
  return null;
}

function webp(b: Buffer): ImageFacts | null {
  const chunk = b.toString("ascii", 12, 16);
  if (chunk === "VP8X") return { contentType: "image/webp", width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === "VP8 ") return { contentType: "image/webp", width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = b.readUInt32LE(21);
    return { contentType: "image/webp", width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return null;
}

/** Walks the JPEG markers to the first start-of-frame, which holds the size. */
function jpeg(b: Buffer): ImageFacts | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { contentType: "image/jpeg", height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return null;
}

export const usableSize = (f: ImageFacts) =>
  f.width >= IMAGE_LIMITS.minSide && f.height >= IMAGE_LIMITS.minSide && f.width <= IMAGE_LIMITS.maxSide && f.height <= IMAGE_LIMITS.maxSide;
