CREATE TABLE "agent_presence_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"presence" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "monitoring_events" (
	"company_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_events_company_id_seq_pk" PRIMARY KEY("company_id","seq")
);
--> statement-breakpoint
CREATE TABLE "monitoring_feeds" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_screens" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "monitoring_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"service_level_seconds" integer DEFAULT 20 NOT NULL,
	"wait_warn_seconds" integer DEFAULT 60 NOT NULL,
	"wait_alert_seconds" integer DEFAULT 180 NOT NULL,
	"service_level_warn_pct" integer DEFAULT 80 NOT NULL,
	"service_level_alert_pct" integer DEFAULT 60 NOT NULL,
	"available_warn" integer DEFAULT 2 NOT NULL,
	"available_alert" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_presence_log" ADD CONSTRAINT "agent_presence_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_presence_log" ADD CONSTRAINT "agent_presence_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_events" ADD CONSTRAINT "monitoring_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_feeds" ADD CONSTRAINT "monitoring_feeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_screens" ADD CONSTRAINT "monitoring_screens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_screens" ADD CONSTRAINT "monitoring_screens_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_settings" ADD CONSTRAINT "monitoring_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_presence_log_user_open" ON "agent_presence_log" USING btree ("user_id","ended_at");--> statement-breakpoint
CREATE INDEX "agent_presence_log_company_started" ON "agent_presence_log" USING btree ("company_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_screens_token" ON "monitoring_screens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "monitoring_screens_company" ON "monitoring_screens" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "interactions_company_created" ON "interactions" USING btree ("company_id","created_at");