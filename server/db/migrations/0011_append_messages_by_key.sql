-- append_messages (0009, 0010), the same answers for less work per message:
-- * The counter's UPDATE named the company and the status beside the id. Without statistics (PGlite
--   runs no autovacuum, so it never has any; nor has a new PostgreSQL database before its first
--   analyze) the planner found the index on (company_id, status) as good as the primary key, and
--   took it: every message walked all the open conversations of its company (bench:append, batches
--   of 100: 124 µs a message at 40 open, 558 µs at 2,000). The company and status are now checked
--   on the row the primary key finds (102 and 104 µs).
-- * Who to notify was a UNION (a sort per message) of the owner and the read marks; it is now the
--   read marks with the owner added when missing.
CREATE OR REPLACE FUNCTION append_messages(
  p_interaction int[], p_company int[], p_client_id text[], p_author_type text[], p_author_user int[], p_body text[]
) RETURNS TABLE (
  r_ord int, r_kind text, r_id bigint, r_seq int, r_client_id text, r_author_type text, r_author_user_id int, r_body text, r_created_at text,
  r_notify int[]
) LANGUAGE plpgsql AS $$
DECLARE
  i int;
  next_seq int;
  v_owner int;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_interaction, 1), 0) LOOP
    r_ord := i - 1;
    r_notify := NULL;
    IF p_client_id[i] IS NOT NULL THEN
      SELECT 'stored', x.id, x.seq, x.client_id, x.author_type, x.author_user_id, x.body, to_char(x.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      INTO r_kind, r_id, r_seq, r_client_id, r_author_type, r_author_user_id, r_body, r_created_at
      FROM messages x
      WHERE x.interaction_id = p_interaction[i] AND x.client_id = p_client_id[i] AND x.company_id = p_company[i];
      IF FOUND THEN
        RETURN NEXT;
        CONTINUE;
      END IF;
    END IF;
    UPDATE interactions x
    SET last_seq = x.last_seq + 1,
        first_response_at = CASE WHEN p_author_type[i] = 'user' THEN coalesce(x.first_response_at, now()) ELSE x.first_response_at END
    -- IS TRUE keeps the company and status out of the index choice (see above).
    WHERE x.id = p_interaction[i] AND (x.company_id = p_company[i] AND x.status = 'open') IS TRUE
    RETURNING x.last_seq, x.owner_user_id INTO next_seq, v_owner;
    IF NOT FOUND THEN
      r_kind := CASE WHEN EXISTS (SELECT 1 FROM interactions x WHERE x.id = p_interaction[i] AND x.company_id = p_company[i]) THEN 'closed' ELSE 'not_found' END;
      r_id := NULL; r_seq := NULL; r_client_id := NULL; r_author_type := NULL; r_author_user_id := NULL; r_body := NULL; r_created_at := NULL;
      RETURN NEXT;
      CONTINUE;
    END IF;
    INSERT INTO messages AS x (interaction_id, company_id, seq, client_id, author_type, author_user_id, body)
    VALUES (p_interaction[i], p_company[i], next_seq, p_client_id[i], p_author_type[i], p_author_user[i], p_body[i])
    RETURNING 'new', x.id, x.seq, x.client_id, x.author_type, x.author_user_id, x.body, to_char(x.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    INTO r_kind, r_id, r_seq, r_client_id, r_author_type, r_author_user_id, r_body, r_created_at;
    r_notify := array(SELECT r.user_id FROM interaction_reads r WHERE r.interaction_id = p_interaction[i]);
    IF v_owner IS NOT NULL AND NOT v_owner = ANY (r_notify) THEN
      r_notify := r_notify || v_owner;
    END IF;
    RETURN NEXT;
  END LOOP;
END
$$;
