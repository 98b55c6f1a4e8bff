DROP INDEX "knowledge_passages_fts";--> statement-breakpoint
DROP INDEX "knowledge_qa_fts";--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD COLUMN "tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', stems)) STORED;--> statement-breakpoint
ALTER TABLE "knowledge_qa" ADD COLUMN "tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', stems)) STORED;--> statement-breakpoint
CREATE INDEX "knowledge_passages_tsv" ON "knowledge_passages" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "knowledge_qa_tsv" ON "knowledge_qa" USING gin ("tsv");