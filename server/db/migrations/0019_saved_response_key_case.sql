-- Keys differing only in case ('hello', 'HELLO') become distinct before the index refuses them: the later one gets its id appended.
UPDATE "saved_responses" AS s SET "key" = s."key" || '-' || s."id"
WHERE EXISTS (SELECT 1 FROM "saved_responses" AS o WHERE o."company_id" = s."company_id" AND lower(o."key") = lower(s."key") AND o."id" < s."id");--> statement-breakpoint
DROP INDEX "saved_responses_company_key";--> statement-breakpoint
CREATE UNIQUE INDEX "saved_responses_company_key" ON "saved_responses" USING btree ("company_id",lower("key"));
