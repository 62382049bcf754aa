/**
 * The planner's seed for one ask: from the user, the thread and the moment (docs/decisions/053),
 * so two users asking the same thing at once, or one user asking again later, get different
 * picks among equally fitting recipes, while one ask stays reproducible from its inputs.
 */
export function suggestionSeed(userId: string, threadId: string, now: Date): number {
  let hash = 2166136261;
  for (const ch of `${userId}|${threadId}|${now.getTime()}`) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  return (hash >>> 0) % 2 ** 31;
}
