CREATE TABLE "recipe_images" (
	"recipe_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" bytea NOT NULL,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_images_type" CHECK ("recipe_images"."content_type" in ('image/jpeg', 'image/png', 'image/webp', 'image/gif')),
	CONSTRAINT "recipe_images_size" CHECK (octet_length("recipe_images"."bytes") <= 5242880)
);
--> statement-breakpoint
ALTER TABLE "recipe_images" ADD CONSTRAINT "recipe_images_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
