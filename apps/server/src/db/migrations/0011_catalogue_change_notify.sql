-- The public catalogue's responses (the anonymous recipe list, its searches, the category list)
-- are cached by every app instance (docs/decisions/031). A change to a catalogue recipe (one
-- without an owner) or to a category announces itself on catalogue_changes after commit, so every
-- instance drops those responses at once. A member's own recipes never appear in them.
CREATE FUNCTION notify_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Nested, not one OR: SQL does not promise to skip the user_id test for categories.
  IF TG_TABLE_NAME = 'recipes' THEN
    IF TG_OP = 'INSERT' THEN
      IF NEW.user_id IS NOT NULL THEN RETURN NULL; END IF;
    ELSIF TG_OP = 'DELETE' THEN
      IF OLD.user_id IS NOT NULL THEN RETURN NULL; END IF;
    ELSIF OLD.user_id IS NOT NULL AND NEW.user_id IS NOT NULL THEN
      RETURN NULL;
    END IF;
  END IF;
  PERFORM pg_notify('catalogue_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER recipes_catalogue_changes AFTER INSERT OR UPDATE OR DELETE ON recipes
  FOR EACH ROW EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER recipe_categories_catalogue_changes AFTER INSERT OR UPDATE OR DELETE ON recipe_categories
  FOR EACH ROW EXECUTE FUNCTION notify_catalogue_change();
