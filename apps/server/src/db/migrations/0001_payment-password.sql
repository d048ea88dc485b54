ALTER TABLE "members" ADD COLUMN "payment_password_hash" text;--> statement-breakpoint
-- Hashes kept in profile JSON before this column existed move into it.
UPDATE "members" SET "payment_password_hash" = "profile"->>'paymentPasswordHash', "profile" = "profile" - 'paymentPasswordHash' WHERE "profile" ? 'paymentPasswordHash';
