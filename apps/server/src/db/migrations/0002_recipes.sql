CREATE TABLE "favorite_recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"recipe_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_recipes_user_recipe_key" UNIQUE("user_id","recipe_id")
);
--> statement-breakpoint
CREATE TABLE "recipe_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "recipe_categories_name_unique" UNIQUE("name"),
	CONSTRAINT "recipe_categories_kind_check" CHECK ("recipe_categories"."kind" in ('meal_type', 'cuisine', 'dish'))
);
--> statement-breakpoint
CREATE TABLE "recipe_search" (
	"recipe_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"categories" text[] NOT NULL,
	"title" text NOT NULL,
	"title_search" "tsvector" NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"description" text,
	"ingredients" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"nutrition" jsonb,
	"nutrition_coverage" real,
	"image_url" text,
	"complexity" text DEFAULT 'simple' NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"cuisine" text,
	"user_id" text,
	"serving_size" integer DEFAULT 4 NOT NULL,
	"prep_time" integer,
	"cook_time" integer,
	"dietary_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"attribution" jsonb,
	"public_domain" boolean DEFAULT false NOT NULL,
	"source" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipes_slug_unique" UNIQUE("slug"),
	CONSTRAINT "recipes_serving_size_check" CHECK ("recipes"."serving_size" between 1 and 100),
	CONSTRAINT "recipes_times_check" CHECK (coalesce("recipes"."prep_time", 0) >= 0 and coalesce("recipes"."cook_time", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "favorite_recipes" ADD CONSTRAINT "favorite_recipes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_recipes" ADD CONSTRAINT "favorite_recipes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_search" ADD CONSTRAINT "recipe_search_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_recipes_recipe_idx" ON "favorite_recipes" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "recipe_search_search_idx" ON "recipe_search" USING gin ("search");--> statement-breakpoint
CREATE INDEX "recipe_search_title_search_idx" ON "recipe_search" USING gin ("title_search");--> statement-breakpoint
CREATE INDEX "recipe_search_title_trgm_idx" ON "recipe_search" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipe_search_categories_idx" ON "recipe_search" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "recipe_search_created_idx" ON "recipe_search" USING btree ("created_at" DESC NULLS LAST,"recipe_id");--> statement-breakpoint
CREATE INDEX "recipes_user_created_idx" ON "recipes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recipes_created_idx" ON "recipes" USING btree ("created_at","id");