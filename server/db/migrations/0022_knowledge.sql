-- Trigram similarity for misspelt questions (contrib; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "knowledge_allowed_hosts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"host" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_bases" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"agent_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"folder_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"source_url" text,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"base_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"folder_id" integer NOT NULL,
	"url" text NOT NULL,
	"mode" text DEFAULT 'page' NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_passages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"ord" integer NOT NULL,
	"heading" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"norm" text NOT NULL,
	"stems" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_qa" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"base_id" integer NOT NULL,
	"file_id" integer,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"source" text DEFAULT 'user' NOT NULL,
	"norm" text NOT NULL,
	"stems" text NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_qa_documents" (
	"qa_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "knowledge_qa_documents_qa_id_file_id_pk" PRIMARY KEY("qa_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "knowledge_allowed_hosts" ADD CONSTRAINT "knowledge_allowed_hosts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_bases" ADD CONSTRAINT "knowledge_bases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_bases" ADD CONSTRAINT "knowledge_bases_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_files" ADD CONSTRAINT "knowledge_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_files" ADD CONSTRAINT "knowledge_files_folder_id_knowledge_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."knowledge_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_files" ADD CONSTRAINT "knowledge_files_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_folders" ADD CONSTRAINT "knowledge_folders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_folders" ADD CONSTRAINT "knowledge_folders_base_id_knowledge_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."knowledge_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_imports" ADD CONSTRAINT "knowledge_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_imports" ADD CONSTRAINT "knowledge_imports_folder_id_knowledge_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."knowledge_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_imports" ADD CONSTRAINT "knowledge_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_file_id_knowledge_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."knowledge_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_qa" ADD CONSTRAINT "knowledge_qa_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_qa" ADD CONSTRAINT "knowledge_qa_base_id_knowledge_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."knowledge_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_qa" ADD CONSTRAINT "knowledge_qa_file_id_knowledge_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."knowledge_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_qa" ADD CONSTRAINT "knowledge_qa_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_qa_documents" ADD CONSTRAINT "knowledge_qa_documents_qa_id_knowledge_qa_id_fk" FOREIGN KEY ("qa_id") REFERENCES "public"."knowledge_qa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_qa_documents" ADD CONSTRAINT "knowledge_qa_documents_file_id_knowledge_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."knowledge_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_allowed_hosts_company_host" ON "knowledge_allowed_hosts" USING btree ("company_id","host");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_bases_company_name" ON "knowledge_bases" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "knowledge_bases_agent" ON "knowledge_bases" USING btree ("agent_user_id");--> statement-breakpoint
CREATE INDEX "knowledge_files_folder" ON "knowledge_files" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "knowledge_files_company" ON "knowledge_files" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_folders_base_name" ON "knowledge_folders" USING btree ("base_id",lower("name"));--> statement-breakpoint
CREATE INDEX "knowledge_folders_company" ON "knowledge_folders" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "knowledge_imports_company" ON "knowledge_imports" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "knowledge_passages_file" ON "knowledge_passages" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "knowledge_passages_company" ON "knowledge_passages" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "knowledge_passages_fts" ON "knowledge_passages" USING gin (to_tsvector('simple', "stems"));--> statement-breakpoint
CREATE INDEX "knowledge_passages_trgm" ON "knowledge_passages" USING gin ("norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_qa_company" ON "knowledge_qa" USING btree ("company_id","active");--> statement-breakpoint
CREATE INDEX "knowledge_qa_file" ON "knowledge_qa" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "knowledge_qa_fts" ON "knowledge_qa" USING gin (to_tsvector('simple', "stems"));--> statement-breakpoint
CREATE INDEX "knowledge_qa_trgm" ON "knowledge_qa" USING gin ("norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_qa_documents_file" ON "knowledge_qa_documents" USING btree ("file_id");