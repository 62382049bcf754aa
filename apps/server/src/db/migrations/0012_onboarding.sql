ALTER TABLE "preferences" ADD COLUMN "cooking_complexity" text DEFAULT 'simple' NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_accounts" ADD COLUMN "preferences" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "offer" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_cooking_complexity_check" CHECK ("preferences"."cooking_complexity" in ('simple', 'complex'));--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD CONSTRAINT "sandbox_checkouts_offer_check" CHECK ("sandbox_checkouts"."offer" in ('standard', 'onboarding'));