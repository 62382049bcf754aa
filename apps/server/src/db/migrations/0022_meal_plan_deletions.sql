-- What one "Delete plan" removed, kept briefly so the user can undo it (docs/decisions/047).
CREATE TABLE "meal_plan_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"entries" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meal_plan_deletions" ADD CONSTRAINT "meal_plan_deletions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "meal_plan_deletions_user_idx" ON "meal_plan_deletions" USING btree ("user_id","created_at");
