ALTER TABLE "sandbox_checkouts" ADD COLUMN "trial_end" timestamp with time zone;
