CREATE TABLE "call_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"call_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"event" text NOT NULL,
	"ts" integer NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"number" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sip_call_id" text NOT NULL,
	"line_id" integer,
	"interaction_id" integer,
	"direction" text DEFAULT 'in' NOT NULL,
	"caller" text NOT NULL,
	"callee" text NOT NULL,
	"agent_user_id" integer,
	"state" text DEFAULT 'queued' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"duration_s" integer,
	"ended_by" text,
	"fail_code" integer,
	"timed_out" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sip_credentials" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"username" text NOT NULL,
	"ha1" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_events" ADD CONSTRAINT "call_events_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_events" ADD CONSTRAINT "call_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_lines" ADD CONSTRAINT "call_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_line_id_call_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."call_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_interaction_id_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."interactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sip_credentials" ADD CONSTRAINT "sip_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sip_credentials" ADD CONSTRAINT "sip_credentials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_events_once" ON "call_events" USING btree ("call_id","event","ts");--> statement-breakpoint
CREATE UNIQUE INDEX "call_lines_number" ON "call_lines" USING btree ("number");--> statement-breakpoint
CREATE INDEX "call_lines_company" ON "call_lines" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calls_sip_call_id" ON "calls" USING btree ("sip_call_id");--> statement-breakpoint
CREATE INDEX "calls_company_state" ON "calls" USING btree ("company_id","state");--> statement-breakpoint
CREATE INDEX "calls_agent_state" ON "calls" USING btree ("agent_user_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "sip_credentials_username" ON "sip_credentials" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_extension" ON "users" USING btree ("company_id","extension") WHERE extension is not null;