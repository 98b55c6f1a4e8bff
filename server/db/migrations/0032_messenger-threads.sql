CREATE TABLE "messenger_threads" (
	"channel_id" integer NOT NULL,
	"psid" text NOT NULL,
	"held_by_other" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messenger_threads_channel_id_psid_pk" PRIMARY KEY("channel_id","psid")
);
--> statement-breakpoint
ALTER TABLE "messenger_threads" ADD CONSTRAINT "messenger_threads_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;