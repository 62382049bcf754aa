-- recipe_search mirrors each recipe's searchable fields in a narrow row (docs/decisions/009).
-- Vectors are stored uncompressed and inline: a search reads them without detoasting.
ALTER TABLE "recipe_search" ALTER COLUMN "search" SET STORAGE PLAIN;
--> statement-breakpoint
ALTER TABLE "recipe_search" ALTER COLUMN "title_search" SET STORAGE PLAIN;
--> statement-breakpoint
CREATE FUNCTION recipe_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO recipe_search (recipe_id, user_id, created_at, categories, title, title_search, search)
  VALUES (
    NEW.id, NEW.user_id, NEW.created_at, NEW.categories, NEW.title,
    to_tsvector('english'::regconfig, coalesce(NEW.title, '')),
    setweight(to_tsvector('english'::regconfig, coalesce(NEW.title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(NEW.search_text, '')), 'B')
  )
  ON CONFLICT (recipe_id) DO UPDATE SET
    user_id = EXCLUDED.user_id, created_at = EXCLUDED.created_at, categories = EXCLUDED.categories,
    title = EXCLUDED.title, title_search = EXCLUDED.title_search, search = EXCLUDED.search;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER recipe_search_sync AFTER INSERT OR UPDATE OF title, search_text, categories, user_id, created_at ON recipes
  FOR EACH ROW EXECUTE FUNCTION recipe_search_sync();
