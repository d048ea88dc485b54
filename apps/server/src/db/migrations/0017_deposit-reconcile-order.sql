DROP INDEX "payment_orders_open_idx";--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "reconcile_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_orders_open_idx" ON "payment_orders" USING btree ("reconcile_checked_at" NULLS FIRST,"expires_at","id") WHERE "payment_orders"."status" in ('created', 'pending');--> statement-breakpoint
-- The reconciliation job stamps an order it looked at and left open, and takes never-checked orders
-- first (decision 0044): the server role may update that column too. The transition trigger of 0015
-- lets an open order change it (it is not one of the order's identity columns); a paid order changes
-- nothing but its review flag, and the job stamps open orders only.
UPDATE monsoon_app_table_rules SET columns = array_append(columns, 'reconcile_checked_at')
  WHERE table_name = 'payment_orders' AND NOT ('reconcile_checked_at' = ANY (columns));
