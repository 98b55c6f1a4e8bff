ALTER TABLE "interactions" ADD COLUMN "channel_identity" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
CREATE INDEX "interactions_channel_identity" ON "interactions" USING btree ("channel_id","channel_identity") WHERE "interactions"."channel_identity" is not null;--> statement-breakpoint
CREATE INDEX "messages_external" ON "messages" USING btree ("external_id") WHERE "messages"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "contacts_social_accounts" ON "contacts" USING gin ("social_accounts" jsonb_path_ops);