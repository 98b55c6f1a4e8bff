CREATE TABLE "additional_agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"billed_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_reminders" (
	"company_id" integer NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"usd_mnt" double precision NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"plan_id" integer NOT NULL,
	"term_unit" text NOT NULL,
	"term_count" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"total" integer NOT NULL,
	"exchange_rate" double precision NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_method" text,
	"paid_by" text,
	"paid_by_user_id" integer,
	"activated_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"qpay_invoice_id" text,
	"qpay_qr" jsonb,
	"callback_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_mn" text NOT NULL,
	"name_en" text NOT NULL,
	"term_unit" text NOT NULL,
	"price" integer NOT NULL,
	"max_users" integer,
	"max_bots" integer,
	"max_bot_interactions" integer,
	"max_channels" integer,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"state" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"auto_extend" boolean DEFAULT true NOT NULL,
	"renew_unit" text DEFAULT 'month' NOT NULL,
	"unpaid_invoice_id" integer,
	"unpaid_due_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "additional_agents" ADD CONSTRAINT "additional_agents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_reminders" ADD CONSTRAINT "billing_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_by_user_id_users_id_fk" FOREIGN KEY ("paid_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "additional_agents_company" ON "additional_agents" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_reminders_once" ON "billing_reminders" USING btree ("company_id","period_end","kind");--> statement-breakpoint
CREATE INDEX "invoices_company" ON "invoices" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_renewal_once" ON "invoices" USING btree ("company_id","period_start") WHERE kind = 'renewal';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_open_purchase" ON "invoices" USING btree ("company_id") WHERE kind = 'purchase' and status = 'created';--> statement-breakpoint
INSERT INTO "plans" ("code", "name_mn", "name_en", "term_unit", "price", "max_users", "max_bots", "max_bot_interactions", "max_channels") VALUES
  ('trial', 'Туршилтын', 'Trial', 'day', 0, 10, 3, 500, 10),
  ('business', 'Бизнес', 'Business', 'month', 290000, 50, 5, 5000, 20),
  ('enterprise', 'Корпорац', 'Enterprise', 'month', 890000, NULL, NULL, NULL, NULL),
  ('postpaid', 'Дараа төлбөрт', 'Post-paid', 'month', 490000, NULL, 10, NULL, NULL);--> statement-breakpoint
INSERT INTO "billing_settings" ("id", "usd_mnt") VALUES (1, 3450);
