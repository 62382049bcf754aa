ALTER TABLE "two_factor" ADD COLUMN "last_totp_step" bigint;
