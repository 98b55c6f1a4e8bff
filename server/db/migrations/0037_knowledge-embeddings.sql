ALTER TABLE "knowledge_passages" ADD COLUMN "embedding" real[];--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD COLUMN "embedding_model" text;--> statement-breakpoint
ALTER TABLE "knowledge_qa" ADD COLUMN "embedding" real[];--> statement-breakpoint
ALTER TABLE "knowledge_qa" ADD COLUMN "embedding_model" text;
