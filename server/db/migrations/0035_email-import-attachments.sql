-- E-mail channel (issue 24): files an agent attaches to a reply are tied to the message that sends
-- them (the SMTP send reads them by it); a mailbox's first-connect import counts its progress
-- (import_total is set when the first read starts, import_done moves with last_uid, so a restart
-- resumes where it stopped).
ALTER TABLE "email_attachments" ADD COLUMN "message_id" bigint;
--> statement-breakpoint
ALTER TABLE "email_attachments" ADD COLUMN "uploaded_by_user_id" integer;
--> statement-breakpoint
ALTER TABLE "email_attachments" ADD CONSTRAINT "email_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "email_attachments_message" ON "email_attachments" USING btree ("message_id");
--> statement-breakpoint
ALTER TABLE "email_mailboxes" ADD COLUMN "import_total" integer;
--> statement-breakpoint
ALTER TABLE "email_mailboxes" ADD COLUMN "import_done" integer DEFAULT 0 NOT NULL;
