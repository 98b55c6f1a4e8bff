-- Hourly rollups of the reports (issue 23; server/domain/reports/README.md). report_hours holds,
-- per company, UTC hour of creation, tag (0 = all), owner and channel (-1 = all, 0 = none), the
-- figures of the interactions begun in that hour; the refresh recomputes an hour from the
-- interactions whenever it is listed in report_dirty. The triggers below list an hour in the same
-- transaction as the change, so a report reads an hour from the rollup only when no change since
-- its last recompute is committed, and from the interactions otherwise: never a stale figure.
-- No foreign key: a deleted company's interactions list their hours, whose recompute removes the rows.
CREATE TABLE "report_hours" (
	"company_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"tag_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"n" integer NOT NULL,
	"answered" integer NOT NULL,
	"abandoned" integer NOT NULL,
	"frt_n" integer NOT NULL,
	"frt_us" bigint NOT NULL,
	"handle_n" integer NOT NULL,
	"handle_us" bigint NOT NULL,
	"rated" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	"r1" integer NOT NULL,
	"r2" integer NOT NULL,
	"r3" integer NOT NULL,
	"r4" integer NOT NULL,
	"r5" integer NOT NULL,
	"m_angry" integer NOT NULL,
	"m_frowning" integer NOT NULL,
	"m_normal" integer NOT NULL,
	"m_grinning" integer NOT NULL,
	"bot_n" integer NOT NULL,
	"bot_contained" integer NOT NULL,
	"bot_handed" integer NOT NULL,
	"frt_b" integer[] NOT NULL,
	"frt_c" integer[] NOT NULL,
	"wait_b" integer[] NOT NULL,
	"wait_c" integer[] NOT NULL,
	CONSTRAINT "report_hours_company_id_tag_id_owner_id_channel_id_hour_pk" PRIMARY KEY("company_id","tag_id","owner_id","channel_id","hour")
);
--> statement-breakpoint
CREATE TABLE "report_dirty" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_dirty_company_hour" ON "report_dirty" USING btree ("company_id","hour");--> statement-breakpoint
-- New and deleted interactions, tag links and bot sessions: one statement-level trigger each, so a
-- bulk insert lists each hour once. Hours are UTC hours (date_trunc with an explicit zone), whatever
-- the session's time zone.
CREATE OR REPLACE FUNCTION report_dirty_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'interactions' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO report_dirty (company_id, hour) SELECT DISTINCT r.company_id, date_trunc('hour', r.created_at, 'UTC') FROM new_rows r;
    ELSE
      INSERT INTO report_dirty (company_id, hour) SELECT DISTINCT r.company_id, date_trunc('hour', r.created_at, 'UTC') FROM old_rows r;
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    -- A tag link or bot session of an interaction deleted in the same statement finds no row: the
    -- interaction's own trigger listed its hour.
    INSERT INTO report_dirty (company_id, hour)
      SELECT DISTINCT i.company_id, date_trunc('hour', i.created_at, 'UTC') FROM new_rows r JOIN interactions i ON i.id = r.interaction_id;
  ELSE
    INSERT INTO report_dirty (company_id, hour)
      SELECT DISTINCT i.company_id, date_trunc('hour', i.created_at, 'UTC') FROM old_rows r JOIN interactions i ON i.id = r.interaction_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "interactions_report_insert" AFTER INSERT ON "interactions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_dirty_rows();--> statement-breakpoint
CREATE TRIGGER "interactions_report_delete" AFTER DELETE ON "interactions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_dirty_rows();--> statement-breakpoint
CREATE TRIGGER "interaction_tag_links_report_insert" AFTER INSERT ON "interaction_tag_links" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_dirty_rows();--> statement-breakpoint
CREATE TRIGGER "interaction_tag_links_report_delete" AFTER DELETE ON "interaction_tag_links" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_dirty_rows();--> statement-breakpoint
CREATE TRIGGER "bot_sessions_report_insert" AFTER INSERT ON "bot_sessions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_dirty_rows();--> statement-breakpoint
CREATE TRIGGER "bot_sessions_report_delete" AFTER DELETE ON "bot_sessions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_dirty_rows();--> statement-breakpoint
-- Changes: row-level, and only when a column the reports read changed (a message's last_seq or a
-- read mark costs nothing here).
CREATE OR REPLACE FUNCTION report_dirty_interaction() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_dirty (company_id, hour) VALUES (NEW.company_id, date_trunc('hour', NEW.created_at, 'UTC'));
  IF OLD.company_id <> NEW.company_id OR OLD.created_at <> NEW.created_at THEN
    INSERT INTO report_dirty (company_id, hour) VALUES (OLD.company_id, date_trunc('hour', OLD.created_at, 'UTC'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "interactions_report_update" AFTER UPDATE OF company_id, channel_id, owner_user_id, status, mood, rating, created_at, first_response_at, closed_at ON "interactions"
  FOR EACH ROW WHEN (
    OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.channel_id IS DISTINCT FROM NEW.channel_id
    OR OLD.owner_user_id IS DISTINCT FROM NEW.owner_user_id OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.mood IS DISTINCT FROM NEW.mood OR OLD.rating IS DISTINCT FROM NEW.rating
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.first_response_at IS DISTINCT FROM NEW.first_response_at
    OR OLD.closed_at IS DISTINCT FROM NEW.closed_at
  ) EXECUTE FUNCTION report_dirty_interaction();--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_dirty_bot_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_dirty (company_id, hour)
    SELECT i.company_id, date_trunc('hour', i.created_at, 'UTC') FROM interactions i WHERE i.id IN (OLD.interaction_id, NEW.interaction_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bot_sessions_report_update" AFTER UPDATE OF interaction_id, handed_over_at ON "bot_sessions"
  FOR EACH ROW WHEN (OLD.interaction_id IS DISTINCT FROM NEW.interaction_id OR OLD.handed_over_at IS DISTINCT FROM NEW.handed_over_at)
  EXECUTE FUNCTION report_dirty_bot_session();--> statement-breakpoint
-- Backfill: every hour that has interactions is listed once; the server's refresh computes them
-- in batches after start-up (reports read the interactions until then).
INSERT INTO report_dirty (company_id, hour) SELECT DISTINCT company_id, date_trunc('hour', created_at, 'UTC') FROM interactions;
