ALTER TABLE "members" ADD COLUMN "temporary_password_hash" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "temporary_password_expires_at" timestamp with time zone;