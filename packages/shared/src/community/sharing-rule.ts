/**
 * Whether a member's recipe came from somewhere else: its source is a web address (an imported
 * recipe keeps the page it came from). Generated and hand-written recipes have none.
 */
export function isFromElsewhere(source: string | null | undefined): boolean {
  return typeof source === "string" && /^https?:\/\/\S+$/i.test(source.trim());
}

/**
 * What of a shared recipe other members read (docs/decisions/063): all of it for the member's own
 * work; for a recipe from elsewhere not stated as their own, the title, the ingredient list (facts,
 * needed for the household rule, scaling and shopping), the source link and the member's notes,
 * never the source's method or description.
 */
export function sharesMethod(source: string | null | undefined, ownWork: boolean): boolean {
  return ownWork || !isFromElsewhere(source);
}
