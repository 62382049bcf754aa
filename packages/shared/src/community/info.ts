/* What a shared recipe carries, apart from the list query so recipes/api.ts can name it. */

/** Who shared a recipe, as others see them: a public id and the chosen name, nothing else. */
export interface CommunityAuthor {
  id: string;
  display_name: string;
}

export interface CommunityRating {
  /** null until enough members rated (RATINGS_BEFORE_AVERAGE) */
  average: number | null;
  count: number;
}

/** What a recipe carries when it is shared with the community. */
export interface CommunityInfo {
  author: CommunityAuthor;
  notes: string;
  own_work: boolean;
  /** false: only the title, ingredients, source link and notes are shared (docs/decisions/063) */
  shares_method: boolean;
  published: boolean;
  published_at: string;
  /** hidden by a moderator: gone from search; a plan made before says so */
  hidden: boolean;
  rating: CommunityRating;
  cooked_count: number;
  my_rating: number | null;
  i_cooked: boolean;
}
