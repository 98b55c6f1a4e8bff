CREATE TABLE "bot_sessions" (
	"interaction_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"agent_user_id" integer,
	"phase" text DEFAULT 'answering' NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"flow_run" jsonb,
	"summary" text DEFAULT '' NOT NULL,
	"handed_over_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_usage" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bot_usage_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "virtual_agent_channels" (
	"agent_user_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "virtual_agent_channels_agent_user_id_channel_id_pk" PRIMARY KEY("agent_user_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "virtual_agents" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"fired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_sessions" ADD CONSTRAINT "bot_sessions_interaction_id_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_sessions" ADD CONSTRAINT "bot_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_sessions" ADD CONSTRAINT "bot_sessions_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_usage" ADD CONSTRAINT "bot_usage_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_agent_channels" ADD CONSTRAINT "virtual_agent_channels_agent_user_id_virtual_agents_user_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."virtual_agents"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_agent_channels" ADD CONSTRAINT "virtual_agent_channels_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_agent_channels" ADD CONSTRAINT "virtual_agent_channels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_agents" ADD CONSTRAINT "virtual_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_agents" ADD CONSTRAINT "virtual_agents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_agent_channels_channel" ON "virtual_agent_channels" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "virtual_agents_company" ON "virtual_agents" USING btree ("company_id");
--> statement-breakpoint
-- Virtual users made before this table (onboarding's first agent): each company's first is its primary.
INSERT INTO "virtual_agents" ("user_id", "company_id", "is_primary")
SELECT u.id, u.company_id, u.id = (SELECT min(v.id) FROM users v WHERE v.company_id = u.company_id AND v.user_type <> 'human')
FROM users u WHERE u.user_type <> 'human' AND u.company_id IS NOT NULL;
