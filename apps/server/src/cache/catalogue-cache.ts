import type { Listen } from "../db/listen";
import { ResponseCache } from "./response-cache";

/** The channel migration 0011's triggers announce catalogue changes on. */
const CATALOGUE_CHANGES_CHANNEL = "catalogue_changes";

/**
 * Responses about the public catalogue that every visitor shares: the anonymous recipe list,
 * its searches and filters, and the category list. 2,000 entries or 16 MB held (bodies and the
 * compressed copies made), whichever is first: a page of cards is ~7 KB, so the count binds first.
 */
export function createCatalogueCache() {
  const responses = new ResponseCache({ maxEntries: 2_000, maxBytes: 16 * 1024 * 1024 });
  return {
    responses,
    /** Until the announcements flow, nothing is cached. */
    watch: (listen: Listen) =>
      listen(CATALOGUE_CHANGES_CHANNEL, {
        onMessage: () => responses.clear(),
        onLive: (live) => responses.setEnabled(live),
      }),
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
