-- append_messages (0009-0012) also keeps a held conversation to its holder: a staff member may write
-- in a conversation another person holds (stage 'agent' with an owner) only when their role holds
-- interaction.view_all_closed, the supervisor's right of contracts/interaction-holder.ts (the rule
-- the lifecycle route applies to handing on and closing). 'not_holder' otherwise, nothing stored.
-- Queued conversations and those with a virtual agent have no holder: whoever works on
-- conversations may write. Checked in the statement that stores the message, as the staff check of
-- 0012 is: one more index look-up inside the batch, no extra trip.
CREATE OR REPLACE FUNCTION append_messages(
  p_interaction int[], p_company int[], p_client_id text[], p_author_type text[], p_author_user int[], p_body text[]
) RETURNS TABLE (
  r_ord int, r_kind text, r_id bigint, r_seq int, r_client_id text, r_author_type text, r_author_user_id int, r_body text, r_created_at text,
  r_notify int[]
) LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  i int;
  next_seq int;
  v_owner int;
  v_active boolean;
  v_allowed boolean;
  v_supervise boolean;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_interaction, 1), 0) LOOP
    r_ord := i - 1;
    r_notify := NULL;
    IF p_author_type[i] = 'user' THEN
      v_active := NULL; v_allowed := NULL; v_supervise := NULL;
      SELECT u.status = 'active' AND u.company_id = p_company[i],
             EXISTS (SELECT 1 FROM role_permissions rp WHERE rp.company_id = u.company_id AND rp.role = u.role AND rp.permission = 'interaction.start'),
             EXISTS (SELECT 1 FROM role_permissions rp WHERE rp.company_id = u.company_id AND rp.role = u.role AND rp.permission = 'interaction.view_all_closed')
      INTO v_active, v_allowed, v_supervise
      FROM users u WHERE u.id = p_author_user[i];
      IF NOT coalesce(v_active, false) OR NOT v_allowed THEN
        r_kind := CASE WHEN coalesce(v_active, false) THEN 'no_permission' ELSE 'auth_failed' END;
        r_id := NULL; r_seq := NULL; r_client_id := NULL; r_author_type := NULL; r_author_user_id := NULL; r_body := NULL; r_created_at := NULL;
        RETURN NEXT;
        CONTINUE;
      END IF;
    END IF;
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
      AND (p_author_type[i] <> 'user' OR v_supervise OR x.stage <> 'agent' OR x.owner_user_id IS NULL OR x.owner_user_id = p_author_user[i]) IS TRUE
    RETURNING x.last_seq, x.owner_user_id INTO next_seq, v_owner;
    IF NOT FOUND THEN
      r_kind := coalesce(
        (SELECT CASE WHEN x.status <> 'open' THEN 'closed' ELSE 'not_holder' END FROM interactions x WHERE x.id = p_interaction[i] AND x.company_id = p_company[i]),
        'not_found');
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
