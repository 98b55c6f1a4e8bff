-- "Working staff" once in SQL: a user of the company, active, whose role holds interaction.start
-- (a deleted user has no row, so is nobody), the rule server/domain/interactions/working-staff.ts
-- states for TypeScript. append_messages (0012, 0026), mark_reads (0013) and typing_lookup (0014)
-- each wrote it out; they now call working_staff, which answers 'works', 'no_permission' (active
-- in the company, but the role may not work on conversations) or 'auth_failed' (anyone else).
-- A single-SELECT SQL function, inlined where a query calls it; tests/server/working-staff.test.ts
-- runs every caller and the TypeScript over one table of cases.
CREATE OR REPLACE FUNCTION working_staff(p_user int, p_company int) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT CASE
      WHEN (u.status = 'active' AND u.company_id = p_company) IS NOT TRUE THEN 'auth_failed'
      WHEN EXISTS (SELECT 1 FROM role_permissions rp WHERE rp.company_id = u.company_id AND rp.role = u.role AND rp.permission = 'interaction.start') THEN 'works'
      ELSE 'no_permission'
    END
    FROM users u WHERE u.id = p_user
  ), 'auth_failed')
$$;
--> statement-breakpoint
-- The staff check of a message; the holder rule of 0026 is unchanged (its supervisor right read
-- only once the writer is known to be working staff).
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
  v_supervise boolean;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_interaction, 1), 0) LOOP
    r_ord := i - 1;
    r_notify := NULL;
    IF p_author_type[i] = 'user' THEN
      r_kind := working_staff(p_author_user[i], p_company[i]);
      IF r_kind <> 'works' THEN
        r_id := NULL; r_seq := NULL; r_client_id := NULL; r_author_type := NULL; r_author_user_id := NULL; r_body := NULL; r_created_at := NULL;
        RETURN NEXT;
        CONTINUE;
      END IF;
      v_supervise := EXISTS (
        SELECT 1 FROM users u JOIN role_permissions rp ON rp.company_id = u.company_id AND rp.role = u.role AND rp.permission = 'interaction.view_all_closed'
        WHERE u.id = p_author_user[i]);
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
--> statement-breakpoint
-- The staff check of a read mark.
CREATE OR REPLACE FUNCTION mark_reads(
  p_company int[], p_interaction int[], p_user int[], p_visitor int[], p_seq int[]
) RETURNS TABLE (
  r_ord int, r_kind text, r_interaction int, r_visitor_id int, r_seq int, r_staff_seq int, r_moved boolean
) LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  e record;
  c record;
BEGIN
  FOR e IN
    SELECT * FROM (
      SELECT t.ord, t.company, t.uid, t.vid, t.seq,
        CASE WHEN t.vid IS NULL THEN t.iid ELSE (
          SELECT i.id FROM interactions i WHERE i.visitor_id = t.vid ORDER BY i.status = 'open' DESC, i.id DESC LIMIT 1
        ) END AS conv
      FROM unnest(p_company, p_interaction, p_user, p_visitor, p_seq) WITH ORDINALITY AS t(company, iid, uid, vid, seq, ord)
    ) s ORDER BY s.conv NULLS FIRST, s.ord
  LOOP
    r_ord := e.ord - 1; r_interaction := e.conv; r_visitor_id := NULL; r_seq := NULL; r_staff_seq := NULL; r_moved := false;
    IF e.vid IS NULL THEN
      r_kind := working_staff(e.uid, e.company);
      IF r_kind <> 'works' THEN
        RETURN NEXT;
        CONTINUE;
      END IF;
      SELECT i.visitor_id, i.staff_read_seq, least(e.seq, i.last_seq) AS up_to INTO c
      FROM interactions i WHERE i.id = e.conv AND i.company_id = e.company;
      IF NOT FOUND THEN
        r_kind := 'not_found';
        RETURN NEXT;
        CONTINUE;
      END IF;
      INSERT INTO interaction_reads AS r (interaction_id, user_id, seq) VALUES (e.conv, e.uid, c.up_to)
      ON CONFLICT (interaction_id, user_id) DO UPDATE SET seq = greatest(r.seq, excluded.seq)
      RETURNING r.seq INTO r_seq;
      UPDATE interactions i SET staff_read_seq = c.up_to
      WHERE i.id = e.conv AND i.staff_read_seq < c.up_to
      RETURNING i.staff_read_seq INTO r_staff_seq;
      r_moved := FOUND;
      IF NOT r_moved THEN
        r_staff_seq := c.staff_read_seq;
      END IF;
      r_visitor_id := c.visitor_id;
      r_kind := 'staff';
    ELSE
      r_kind := 'none';
      IF e.conv IS NOT NULL THEN
        UPDATE interactions i SET contact_read_seq = least(e.seq, i.last_seq)
        WHERE i.id = e.conv AND i.contact_read_seq < least(e.seq, i.last_seq)
          AND (i.status = 'open' OR (i.rating IS NULL AND i.rating_requested_at IS NOT NULL))
        RETURNING i.contact_read_seq INTO r_seq;
        IF FOUND THEN
          r_kind := 'visitor';
          r_moved := true;
        END IF;
      END IF;
    END IF;
    RETURN NEXT;
  END LOOP;
END
$$;
--> statement-breakpoint
-- The staff check of a typing signal: r_active and r_allowed as before (null for a customer's).
CREATE OR REPLACE FUNCTION typing_lookup(p_user int[], p_company int[], p_interaction int[], p_visitor int[])
RETURNS TABLE (
  r_ord int, r_active boolean, r_allowed boolean, r_first_name text, r_staff_conv int, r_open_visitor int, r_visitor_conv int
) LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN QUERY
  SELECT t.ord::int, w.standing <> 'auth_failed', w.standing = 'works', u.first_name, i.id,
         CASE WHEN i.status = 'open' THEN i.visitor_id END,
         CASE WHEN o.status = 'open' THEN o.id END
  FROM unnest(p_user, p_company, p_interaction, p_visitor) WITH ORDINALITY AS t(uid, company, iid, vid, ord)
  LEFT JOIN LATERAL (SELECT working_staff(t.uid, t.company) AS standing WHERE t.uid IS NOT NULL) w ON true
  LEFT JOIN LATERAL (SELECT x.first_name FROM users x WHERE x.id = t.uid) u ON true
  LEFT JOIN LATERAL (SELECT x.id, x.status, x.visitor_id FROM interactions x WHERE x.id = t.iid AND x.company_id = t.company) i ON true
  LEFT JOIN LATERAL (
    SELECT x.id, x.status FROM interactions x WHERE x.visitor_id = t.vid ORDER BY x.status = 'open' DESC, x.id DESC LIMIT 1
  ) o ON true;
END
$$;
