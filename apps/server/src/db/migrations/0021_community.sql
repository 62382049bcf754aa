-- Community recipe sharing (docs/decisions/063, 064): authors, shared recipes, ratings, cooks, reports, rate-limit log, photos.
CREATE TABLE "community_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_authors" (
	"user_id" text PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"display_name" text NOT NULL,
	"suspended_at" timestamp with time zone,
	"suspended_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_authors_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "community_authors_display_name_check" CHECK (char_length("community_authors"."display_name") between 2 and 40 and strpos("community_authors"."display_name", '@') = 0)
);
--> statement-breakpoint
CREATE TABLE "community_cooked" (
	"recipe_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_cooked_recipe_id_user_id_pk" PRIMARY KEY("recipe_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_ratings" (
	"recipe_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"stars" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_ratings_recipe_id_user_id_pk" PRIMARY KEY("recipe_id","user_id"),
	CONSTRAINT "community_ratings_stars_check" CHECK ("community_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "community_recipes" (
	"recipe_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"own_work" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"hidden_note" text DEFAULT '' NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"cooked_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_recipes_notes_check" CHECK (char_length("community_recipes"."notes") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "community_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipe_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	CONSTRAINT "community_reports_recipe_reporter_key" UNIQUE("recipe_id","reporter_id"),
	CONSTRAINT "community_reports_reason_check" CHECK ("community_reports"."reason" in ('unsafe', 'offensive', 'spam', 'copyright', 'other')),
	CONSTRAINT "community_reports_details_check" CHECK (char_length("community_reports"."details") <= 500)
);
--> statement-breakpoint
CREATE TABLE "recipe_photos" (
	"recipe_id" uuid PRIMARY KEY NOT NULL,
	"card" "bytea" NOT NULL,
	"large" "bytea" NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_actions" ADD CONSTRAINT "community_actions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_authors" ADD CONSTRAINT "community_authors_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_authors" ADD CONSTRAINT "community_authors_suspended_by_user_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_cooked" ADD CONSTRAINT "community_cooked_recipe_id_community_recipes_recipe_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."community_recipes"("recipe_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_cooked" ADD CONSTRAINT "community_cooked_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_ratings" ADD CONSTRAINT "community_ratings_recipe_id_community_recipes_recipe_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."community_recipes"("recipe_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_ratings" ADD CONSTRAINT "community_ratings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_recipes" ADD CONSTRAINT "community_recipes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_recipes" ADD CONSTRAINT "community_recipes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_recipes" ADD CONSTRAINT "community_recipes_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_recipe_id_community_recipes_recipe_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."community_recipes"("recipe_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_photos" ADD CONSTRAINT "recipe_photos_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_actions_user_action_idx" ON "community_actions" USING btree ("user_id","action","created_at");--> statement-breakpoint
CREATE INDEX "community_recipes_user_idx" ON "community_recipes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_recipes_published_idx" ON "community_recipes" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "community_reports_open_idx" ON "community_reports" USING btree ("created_at") WHERE "community_reports"."resolved_at" is null;