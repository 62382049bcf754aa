import sharp from "sharp";
import { PHOTO_LIMITS, photoMessages } from "@sierra/shared";
import { AppError } from "../../../http/errors";
import { IMAGE_LIMITS } from "../../recipe-import/image/image-facts";

const KEPT_FORMATS = new Set(["jpeg", "png", "webp"]);

export const photoErrors = {
  wrongType: () => new AppError(400, "PHOTO_WRONG_TYPE", photoMessages.wrongType),
  notAnImage: () => new AppError(400, "PHOTO_NOT_AN_IMAGE", photoMessages.notAnImage),
};

export interface EncodedPhoto {
  contentType: "image/webp";
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * A member's upload, decoded and drawn again as a new WebP: turned upright by its EXIF
 * orientation, then every metadata block (EXIF, GPS, XMP, ICC) left behind, since sharp copies
 * none unless asked; resized to the long side the pages show (docs/decisions/052).
 */
export async function encodePhoto(upload: Buffer): Promise<EncodedPhoto> {
  const input = sharp(upload, { limitInputPixels: IMAGE_LIMITS.maxSide * IMAGE_LIMITS.maxSide, failOn: "error" });
  const meta = await input.metadata().catch(() => null);
  if (!meta?.format || !meta.width || !meta.height) throw photoErrors.notAnImage();
  // The bytes decide the type, never the name or the browser's word: a GIF or SVG renamed .png stays out.
  if (!KEPT_FORMATS.has(meta.format)) throw photoErrors.wrongType();
  try {
    const { data, info } = await input
      .rotate()
      .resize({ width: PHOTO_LIMITS.longSide, height: PHOTO_LIMITS.longSide, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { contentType: "image/webp", width: info.width, height: info.height, bytes: data };
  } catch {
    throw photoErrors.notAnImage();
  }
}
