CREATE TABLE "cooked_meals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"meal_type" text NOT NULL,
	"recipe_id" uuid,
	"lowered" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cooked_meals_user_date_meal_key" UNIQUE("user_id","date","meal_type"),
	CONSTRAINT "cooked_meals_meal_type_check" CHECK ("cooked_meals"."meal_type" in ('breakfast', 'lunch', 'dinner', 'snack'))
);
--> statement-breakpoint
CREATE TABLE "pantry_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"food_key" text NOT NULL,
	"name" text NOT NULL,
	"quantity" double precision,
	"unit" text,
	"best_before" date,
	"location" text DEFAULT 'cupboard' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pantry_items_quantity_check" CHECK ("pantry_items"."quantity" is null or "pantry_items"."quantity" > 0),
	CONSTRAINT "pantry_items_location_check" CHECK ("pantry_items"."location" in ('fridge', 'freezer', 'cupboard'))
);
--> statement-breakpoint
CREATE TABLE "shopping_list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"food_key" text NOT NULL,
	"name" text NOT NULL,
	"quantity" double precision,
	"unit" text,
	"container_size" jsonb,
	"aisle" text NOT NULL,
	"recipes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"added_by_hand" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_list_items_aisle_check" CHECK ("shopping_list_items"."aisle" in ('produce', 'meat-fish', 'dairy-eggs', 'bakery', 'pantry', 'spices', 'frozen', 'other')),
	CONSTRAINT "shopping_list_items_quantity_check" CHECK ("shopping_list_items"."quantity" is null or "shopping_list_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shopping_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_lists_range_check" CHECK ("shopping_lists"."start_date" <= "shopping_lists"."end_date")
);
--> statement-breakpoint
ALTER TABLE "cooked_meals" ADD CONSTRAINT "cooked_meals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooked_meals" ADD CONSTRAINT "cooked_meals_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pantry_items" ADD CONSTRAINT "pantry_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_list_id_shopping_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pantry_items_user_food_idx" ON "pantry_items" USING btree ("user_id","food_key");--> statement-breakpoint
CREATE INDEX "shopping_list_items_list_position_idx" ON "shopping_list_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "shopping_lists_user_updated_idx" ON "shopping_lists" USING btree ("user_id","updated_at");