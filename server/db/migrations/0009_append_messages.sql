-- Group commit of live messages (server/domain/interactions/message-writer.ts): stores a batch in
-- arrival order with the rules of appendMessage, one message after another, in one statement. The
-- function's statements keep their plans between calls, so a batch costs no planning.
-- Per message (ord from 0): 'stored' (its client id is already in that conversation: the stored
-- message), 'new' (stored now with the conversation's next seq), 'closed' or 'not_found' (no such
-- conversation in that company; nothing is read from it).
CREATE FUNCTION append_messages(
  p_interaction int[], p_company int[], p_client_id text[], p_author_type text[], p_author_user int[], p_body text[]
) RETURNS TABLE (
  r_ord int, r_kind text, r_id bigint, r_seq int, r_client_id text, r_author_type text, r_author_user_id int, r_body text, r_created_at text
) LANGUAGE plpgsql AS $$
DECLARE
  i int;
  next_seq int;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_interaction, 1), 0) LOOP
    r_ord := i - 1;
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
    RETURNING x.last_seq INTO next_seq;
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
    RETURN NEXT;
  END LOOP;
END
$$;
