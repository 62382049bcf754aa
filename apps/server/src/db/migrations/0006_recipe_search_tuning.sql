DROP INDEX "recipe_search_search_idx";--> statement-breakpoint
DROP INDEX "recipe_search_title_search_idx";--> statement-breakpoint
DROP INDEX "recipe_search_title_trgm_idx";--> statement-breakpoint
DROP INDEX "recipe_search_categories_idx";--> statement-breakpoint
CREATE INDEX "recipe_search_search_idx" ON "recipe_search" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "recipe_search_title_search_idx" ON "recipe_search" USING gin ("title_search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "recipe_search_title_trgm_idx" ON "recipe_search" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "recipe_search_categories_idx" ON "recipe_search" USING gin ("categories") WITH (fastupdate=false);