-- Every app instance keeps short-lived per-user caches: validated sessions and
-- calendar views (docs/decisions/025). A change to any row such a cache is
-- built from announces the user's id on the user_changes channel after commit,
-- so every instance drops that user's entries at once. Cascaded deletes fire
-- these triggers too. The argument names the column holding the user id.
CREATE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_changes', to_jsonb(CASE WHEN TG_OP = 'INSERT' THEN NEW ELSE OLD END) ->> TG_ARGV[0]);
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) ->> TG_ARGV[0]) IS DISTINCT FROM (to_jsonb(OLD) ->> TG_ARGV[0]) THEN
    PERFORM pg_notify('user_changes', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_user_changes AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER user_user_changes AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION notify_user_change('id');
--> statement-breakpoint
CREATE TRIGGER preferences_user_changes AFTER INSERT OR UPDATE OR DELETE ON preferences
  FOR EACH ROW EXECUTE FUNCTION notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER subscribers_user_changes AFTER INSERT OR UPDATE OR DELETE ON subscribers
  FOR EACH ROW EXECUTE FUNCTION notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER meal_plans_user_changes AFTER INSERT OR UPDATE OR DELETE ON meal_plans
  FOR EACH ROW EXECUTE FUNCTION notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER meal_plan_entries_user_changes AFTER INSERT OR UPDATE OR DELETE ON meal_plan_entries
  FOR EACH ROW EXECUTE FUNCTION notify_user_change('user_id');
