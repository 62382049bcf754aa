import { z } from "zod";

/** A member's own photo of their recipe (docs/decisions/052). */
export const PHOTO_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  types: ["image/jpeg", "image/png", "image/webp"] as readonly string[],
  /** the long side we keep: a full-width recipe page at twice the pixel density */
  longSide: 1200,
} as const;

export const photoMessages = {
  missing: "Choose a photo to upload",
  wrongType: "The photo must be a JPEG, PNG or WebP image",
  tooLarge: "The photo can be at most 5 MB",
  notAnImage: "This file is not an image we can read",
} as const;

/** What the photo control sends and the route reads: a browser File, typed without the DOM library. */
export interface PhotoFile {
  readonly type: string;
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

// A form field that is text instead of a file is no photo.
const isFile = (value: unknown): value is PhotoFile =>
  typeof value === "object" && value !== null && typeof (value as PhotoFile).size === "number" && typeof (value as PhotoFile).arrayBuffer === "function";

/** The upload, checked the same way by the photo control and the route; the server then reads the bytes. */
export const photoInputSchema = z.object({
  photo: z
    .custom<PhotoFile>(isFile, photoMessages.missing)
    .refine((file) => PHOTO_LIMITS.types.includes(file.type), photoMessages.wrongType)
    .refine((file) => file.size <= PHOTO_LIMITS.maxBytes, photoMessages.tooLarge)
    // How the OpenAPI document (docs/decisions/055) describes a file field, which zod cannot say by itself.
    .meta({ type: "string", format: "binary", description: "A JPEG, PNG or WebP image of at most 5 MB." }),
});
export type PhotoInput = z.infer<typeof photoInputSchema>;
