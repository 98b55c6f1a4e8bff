ALTER TABLE "agent_knowledge_sources" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "agent_knowledge_sources" ADD COLUMN "error" text;