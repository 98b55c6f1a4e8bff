CREATE TABLE "visitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"webchat_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"contact_id" integer,
	"locale" text DEFAULT 'mn' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webchats" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"domain" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"greeting" text DEFAULT '' NOT NULL,
	"greeting_en" text DEFAULT '' NOT NULL,
	"logo" text,
	"brand_color" text DEFAULT '#2563eb' NOT NULL,
	"text_color" text DEFAULT '#ffffff' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"widget_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interaction_reads" (
	"interaction_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "interaction_reads_interaction_id_user_id_pk" PRIMARY KEY("interaction_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "interaction_tag_links" (
	"interaction_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "interaction_tag_links_interaction_id_tag_id_pk" PRIMARY KEY("interaction_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "interaction_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_important" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "chat_capacity" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "visitor_id" integer;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "contact_read_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "staff_read_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "rating_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "rating_comment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_webchat_id_webchats_id_fk" FOREIGN KEY ("webchat_id") REFERENCES "public"."webchats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webchats" ADD CONSTRAINT "webchats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webchats" ADD CONSTRAINT "webchats_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_reads" ADD CONSTRAINT "interaction_reads_interaction_id_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_reads" ADD CONSTRAINT "interaction_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_tag_links" ADD CONSTRAINT "interaction_tag_links_interaction_id_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_tag_links" ADD CONSTRAINT "interaction_tag_links_tag_id_interaction_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."interaction_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_tags" ADD CONSTRAINT "interaction_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visitors_token" ON "visitors" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "visitors_webchat" ON "visitors" USING btree ("webchat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webchats_domain" ON "webchats" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "webchats_widget_key" ON "webchats" USING btree ("widget_key");--> statement-breakpoint
CREATE UNIQUE INDEX "webchats_channel" ON "webchats" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "webchats_company" ON "webchats" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interaction_tags_company_name" ON "interaction_tags" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "interaction_tags_company" ON "interaction_tags" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "interactions_visitor" ON "interactions" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "interactions_owner_status" ON "interactions" USING btree ("owner_user_id","status");