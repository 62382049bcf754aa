import { createHash } from "node:crypto";
import { DESCRIPTOR_WORDS, FOOD_FORMS, FOOD_MODIFIERS, LEXICON } from "@sierra/shared";

/**
 * Bumped by hand when the reader's code changes what it finds (the data is hashed below), so
 * stored food columns written by an older reading are refreshed (refresh-food-columns.ts).
 */
const READER_REVISION = 2;

/** Names the knowledge that wrote a recipe's food columns: the reader's revision and a hash of its data. */
export const FOOD_KNOWLEDGE_VERSION = `${READER_REVISION}-${createHash("sha256")
  .update(JSON.stringify([LEXICON, DESCRIPTOR_WORDS, [...FOOD_FORMS], [...FOOD_MODIFIERS]]))
  .digest("hex")
  .slice(0, 16)}`;
