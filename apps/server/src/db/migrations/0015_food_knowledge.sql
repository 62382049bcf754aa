ALTER TABLE "members" ADD COLUMN "allergies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "diets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "diets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "food_has" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "food_may" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "food_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "food_ancestors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "food_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "food_version" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Onboarding stored "we are vegetarian" as a dislike of vegetarian food: a diet written as a
-- dislike becomes the diet it names (docs/decisions/046), and leaves the dislikes.
WITH diet_words(word, diet) AS (
  VALUES ('vegan', 'vegan'), ('vegetarian', 'vegetarian'), ('veggie', 'vegetarian'), ('gluten free', 'gluten-free'),
    ('dairy free', 'dairy-free'), ('pescatarian', 'pescatarian'), ('pescetarian', 'pescatarian')
), found AS (
  SELECT p.id, array_agg(DISTINCT w.diet) AS diets
  FROM "preferences" p, unnest(p."dislikes") AS d(item)
  JOIN diet_words w ON w.word = lower(regexp_replace(trim(d.item), '[[:space:]_-]+', ' ', 'g'))
  GROUP BY p.id
)
UPDATE "preferences" p SET
  "diets" = ARRAY(SELECT DISTINCT unnest(p."diets" || found.diets) ORDER BY 1),
  "dislikes" = ARRAY(
    SELECT d.item FROM unnest(p."dislikes") WITH ORDINALITY AS d(item, n)
    WHERE lower(regexp_replace(trim(d.item), '[[:space:]_-]+', ' ', 'g')) NOT IN (SELECT word FROM diet_words)
    ORDER BY d.n
  )
FROM found WHERE found.id = p.id;
--> statement-breakpoint
-- A calendar view warns of meals that go against the household: a member's allergies and diets
-- are part of it, so a change to them drops the user's cached views as a preference change does.
CREATE TRIGGER members_user_changes AFTER INSERT OR UPDATE OR DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION notify_user_change('user_id');
