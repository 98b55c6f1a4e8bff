-- The conversation a web-chat visitor's message goes to, in ONE statement
-- (server/domain/visitors/open-conversation.ts). It was a transaction of up to eleven round trips;
-- on the embedded database a transaction holds the only session for all of them, and every other
-- conversation's statements queued behind it (bench/RESULTS.md, bench:answers-latency).
-- In order, as before: the visitor's row, made on its first message or locked (two tabs writing at
-- once start one conversation); a resend of a message already stored goes where the first copy
-- went; the open conversation; else the creation is counted against each limit key (fixed windows
-- in webchat_limit_windows, keys in sorted order so two callers never wait on each other's keys the
-- other way round) and a new conversation made with the stage the caller decided (virtual_agent
-- when an agent takes it). Past a limit it raises 'webchat_busy' (SQLSTATE P0001) with the seconds
-- to wait as its DETAIL: the statement rolls back, so nothing is made, not even the visitor's row,
-- and the refused attempt does not push the window on. plpgsql: each statement sees what the
-- previous one's lock waited for (PostgreSQL's READ COMMITTED), which a single CTE would not.
CREATE OR REPLACE FUNCTION visitor_conversation(
  p_company int, p_webchat int, p_channel int, p_visitor int, p_key text, p_locale text, p_client_id text,
  p_limit_keys text[], p_limit_windows int[], p_limit_max float8[], p_stage text
) RETURNS TABLE (r_visitor_id int, r_interaction_id int, r_created jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_wait int;
BEGIN
  r_created := NULL;
  IF p_visitor IS NULL THEN
    INSERT INTO visitors (company_id, webchat_id, token_hash, locale) VALUES (p_company, p_webchat, p_key, p_locale)
    ON CONFLICT (token_hash) DO UPDATE SET last_seen_at = now()
    RETURNING id INTO r_visitor_id;
  ELSE
    SELECT id INTO r_visitor_id FROM visitors WHERE id = p_visitor FOR UPDATE;
    r_visitor_id := p_visitor;
  END IF;
  SELECT m.interaction_id INTO r_interaction_id
    FROM messages m JOIN interactions i ON i.id = m.interaction_id
   WHERE i.visitor_id = r_visitor_id AND m.client_id = p_client_id LIMIT 1;
  IF FOUND THEN RETURN NEXT; RETURN; END IF;
  SELECT i.id INTO r_interaction_id FROM interactions i WHERE i.visitor_id = r_visitor_id AND i.status = 'open' LIMIT 1;
  IF FOUND THEN RETURN NEXT; RETURN; END IF;
  WITH counted AS (
    INSERT INTO webchat_limit_windows AS w (key, hits, window_end)
    SELECT k, 1, now() + t.win * interval '1 millisecond'
      FROM unnest(p_limit_keys, p_limit_windows) AS t(k, win)
     ORDER BY k
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN w.window_end <= now() THEN 1 ELSE w.hits + 1 END,
      window_end = CASE WHEN w.window_end <= now() THEN excluded.window_end ELSE w.window_end END
    RETURNING w.key, w.hits, extract(epoch FROM w.window_end - now()) AS left_s)
  SELECT max(ceil(c.left_s))::int INTO v_wait
    FROM counted c JOIN unnest(p_limit_keys, p_limit_max) AS l(k, mx) ON l.k = c.key
   WHERE c.hits > l.mx;
  IF coalesce(v_wait, 0) > 0 THEN
    RAISE EXCEPTION 'webchat_busy' USING DETAIL = v_wait::text;
  END IF;
  INSERT INTO interactions (company_id, channel_id, visitor_id, stage) VALUES (p_company, p_channel, r_visitor_id, p_stage)
  RETURNING id, to_jsonb(interactions) INTO r_interaction_id, r_created;
  RETURN NEXT;
END
$$;
