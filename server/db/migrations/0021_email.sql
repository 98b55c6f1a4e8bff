CREATE TABLE "email_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"company_id" integer NOT NULL,
	"interaction_id" integer,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_mailboxes" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"owner" text,
	"lease_until" timestamp with time zone,
	"uid_validity" bigint,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"sync_state" text DEFAULT 'pending' NOT NULL,
	"sync_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"interaction_id" integer NOT NULL,
	"message_id" bigint,
	"rfc_message_id" text NOT NULL,
	"direction" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"from_address" text DEFAULT '' NOT NULL,
	"references" text DEFAULT '' NOT NULL,
	"html" text,
	"quoted" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_attachments" ADD CONSTRAINT "email_attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_attachments" ADD CONSTRAINT "email_attachments_interaction_id_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_mailboxes" ADD CONSTRAINT "email_mailboxes_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_interaction_id_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_attachments_key" ON "email_attachments" USING btree ("key");--> statement-breakpoint
CREATE INDEX "email_attachments_interaction" ON "email_attachments" USING btree ("interaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_messages_channel_rfc" ON "email_messages" USING btree ("channel_id","rfc_message_id");--> statement-breakpoint
CREATE INDEX "email_messages_interaction" ON "email_messages" USING btree ("interaction_id");--> statement-breakpoint
CREATE INDEX "email_messages_message" ON "email_messages" USING btree ("message_id");