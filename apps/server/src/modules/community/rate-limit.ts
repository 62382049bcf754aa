import { COMMUNITY_RATE_LIMITS, communityMessages, type CommunityAction } from "@sierra/shared";
import type { Database } from "../../db/client";
import { countMemberAction } from "../../http/member-action-limit";
import { communityErrors } from "./errors";

/** Counts one community action of a member, refusing it past the limit (docs/decisions/064). */
export async function countAction(db: Database, userId: string, action: CommunityAction, now: Date): Promise<void> {
  const limit = COMMUNITY_RATE_LIMITS[action];
  const wait = await countMemberAction(db, { userId, action, max: limit.max, windowMs: limit.windowSeconds * 1000, now });
  if (wait > 0) throw communityErrors.rateLimited(communityMessages.rateLimited(limit.what, limit.max, limit.words));
}
