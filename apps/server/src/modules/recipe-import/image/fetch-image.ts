import type { OutboundClient } from "../../../adapters/http";
import { imageFacts, IMAGE_LIMITS, usableSize, type ImageFacts } from "./image-facts";

export interface FetchedImage extends ImageFacts {
  bytes: Buffer;
  sourceUrl: string;
}

/** A recipe's picture through the outbound client, kept only when its bytes are a usable picture. */
export async function fetchRecipeImage(client: OutboundClient, url: string): Promise<FetchedImage | null> {
  try {
    const res = await client.get(url, { accept: ["image/jpeg", "image/png", "image/webp", "image/gif"], maxBytes: IMAGE_LIMITS.maxBytes });
    const facts = imageFacts(res.body);
    return facts && usableSize(facts) ? { ...facts, bytes: res.body, sourceUrl: url } : null;
  } catch {
    return null; // blocked, slow, too large or not a picture: the recipe is saved without one
  }
}
