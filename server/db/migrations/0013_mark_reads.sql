-- mark_reads: the read marks of many staff members and customers in one statement, for the read
-- mark writer's group commit (as append_messages is for messages). Every console and widget marks
-- what it shows, so about one mark arrives per message; one statement each saturated the embedded
-- database's single session at 2,000 messages a second.
--
-- Each element is either a staff member's mark (p_user set: p_company, p_interaction, p_seq) or a
-- customer's (p_visitor set: p_seq), answered as read-marks.ts (markReads) reads them:
--   * staff: 'auth_failed' or 'no_permission' (the user must be active in the company and allowed
--     interaction.start: the rule of may-work.ts, also restated by append_messages (0012) and the
--     typing look-up), 'not_found', else 'staff' with r_seq their own mark, r_staff_seq the
--     conversation's staff mark and r_moved whether it rose;
--   * customer: their current conversation (the open one, else the last closed one while its
--     rating is asked for); 'visitor' with r_seq the new mark when it rose (r_moved), else 'none'.
-- Marks are clamped to the conversation's last message and only ever rise.
--
-- The elements are applied in the order of their conversations' ids, as the message writer orders
-- its batches, so the two statements lock conversations in the same order and cannot deadlock each
-- other on PostgreSQL. (Two read mark batches of different processes still could, over two staff
-- marks of one conversation; PostgreSQL then fails one, and its writer stores it mark by mark.)
CREATE FUNCTION mark_reads(
  p_company int[], p_interaction int[], p_user int[], p_visitor int[], p_seq int[]
) RETURNS TABLE (
  r_ord int, r_kind text, r_interaction int, r_visitor_id int, r_seq int, r_staff_seq int, r_moved boolean
) LANGUAGE plpgsql AS $$
DECLARE
  e record;
  c record;
  v_active boolean;
  v_allowed boolean;
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
      v_active := NULL; v_allowed := NULL;
      SELECT u.status = 'active' AND u.company_id = e.company,
             EXISTS (SELECT 1 FROM role_permissions p WHERE p.company_id = u.company_id AND p.role = u.role AND p.permission = 'interaction.start')
      INTO v_active, v_allowed
      FROM users u WHERE u.id = e.uid;
      IF NOT coalesce(v_active, false) OR NOT v_allowed THEN
        r_kind := CASE WHEN coalesce(v_active, false) THEN 'no_permission' ELSE 'auth_failed' END;
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
