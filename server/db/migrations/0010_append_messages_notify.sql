-- append_messages (0009) also answers, for each message stored now, who should hear of it on their
-- lists (server/realtime/activity-feed.ts): the conversation's owner and every staff member who has
-- opened it (a read mark), the only people whose unread badge a new message moves. Read in the same
-- statement, so the live path needs no second query to address its activity frames.
DROP FUNCTION append_messages(int[], int[], text[], text[], int[], text[]);
--> statement-breakpoint
CREATE FUNCTION append_messages(
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
    WHERE x.id = p_interaction[i] AND x.company_id = p_company[i] AND x.status = 'open'
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
    r_notify := array(
      SELECT v_owner WHERE v_owner IS NOT NULL
      UNION
      SELECT r.user_id FROM interaction_reads r WHERE r.interaction_id = p_interaction[i]
    );
    RETURN NEXT;
  END LOOP;
END
$$;
