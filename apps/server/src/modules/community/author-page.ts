import { eq } from "drizzle-orm";
import { checkRecipeId, type CommunityAuthorPage } from "@sierra/shared";
import type { Database } from "../../db/client";
import { communityAuthors } from "../../db/schema";
import { communityErrors } from "./errors";
import { listCommunity } from "./list";

/** Most recipes an author's page lists, newest first. */
const AUTHOR_PAGE_MAX = 60;

/** An author's public page: their chosen name and their findable recipes, nothing else of theirs. */
export async function readAuthorPage(
  db: Database,
  viewerId: string,
  authorId: string,
  warnUnless: Parameters<typeof listCommunity>[2]["warnUnless"],
): Promise<CommunityAuthorPage> {
  if (checkRecipeId(authorId) !== "ok") throw communityErrors.authorNotFound();
  const [author] = await db
    .select({ id: communityAuthors.publicId, displayName: communityAuthors.displayName })
    .from(communityAuthors)
    .where(eq(communityAuthors.publicId, authorId));
  if (!author) throw communityErrors.authorNotFound();
  const { cards } = await listCommunity(db, viewerId, { authorId, sort: "newest", page: 1, pageSize: AUTHOR_PAGE_MAX, warnUnless });
  return { author: { id: author.id, display_name: author.displayName }, recipes: cards };
}
