CREATE TABLE "contact_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"extra_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"extra_phones" text[] DEFAULT '{}'::text[] NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"profession" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"subdistrict" text DEFAULT '' NOT NULL,
	"address_detail" text DEFAULT '' NOT NULL,
	"social_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"type_id" integer,
	"is_special" boolean DEFAULT false NOT NULL,
	"created_by_kind" text DEFAULT 'me' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_types" ADD CONSTRAINT "contact_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_type_id_contact_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."contact_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_types_company_name" ON "contact_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "contacts_company_created" ON "contacts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "contacts_company_creator" ON "contacts" USING btree ("company_id","created_by_user_id");--> statement-breakpoint
CREATE INDEX "contacts_company_first_name" ON "contacts" USING btree ("company_id",lower("first_name"));--> statement-breakpoint
CREATE INDEX "contacts_company_last_name" ON "contacts" USING btree ("company_id",lower("last_name"));--> statement-breakpoint
CREATE INDEX "contacts_company_name" ON "contacts" USING btree ("company_id",lower("company_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_company_email" ON "contacts" USING btree ("company_id",lower("email")) WHERE "contacts"."email" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_company_phone" ON "contacts" USING btree ("company_id","phone") WHERE "contacts"."phone" <> '';--> statement-breakpoint
CREATE INDEX "contacts_extra_emails" ON "contacts" USING gin ("extra_emails");--> statement-breakpoint
CREATE INDEX "contacts_extra_phones" ON "contacts" USING gin ("extra_phones");--> statement-breakpoint
CREATE INDEX "contacts_type" ON "contacts" USING btree ("type_id");