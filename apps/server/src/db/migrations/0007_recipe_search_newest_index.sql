DROP INDEX "recipe_search_created_idx";--> statement-breakpoint
CREATE INDEX "recipe_search_newest_idx" ON "recipe_search" USING btree ("created_at" DESC NULLS FIRST,"recipe_id" DESC NULLS FIRST);