-- Generic plans for the three statements of the live-traffic path (append_messages, mark_reads
-- and typing_lookup), planned once per session instead of on every call.
--
-- Their parameters are arrays (one element per message, mark or signal of a batch). With the
-- default plan_cache_mode, PostgreSQL plans a parameterised statement again for each call for as
-- long as a plan made for that call's values looks cheaper than the generic one, and with arrays of
-- one or two elements it kept doing so. On the embedded database that planning cost more than the
-- work. Per statement on the database thread at bench:chat's default load: the typing look-up
-- (three look-ups by key) took 0.68 ms before, 0.24-0.28 ms with a generic plan; mark_reads
-- 0.60-0.75 ms before, 0.46-0.51 ms after; append_messages about the same (0.54-0.58 ms).
-- Every statement inside looks rows up by key, so the plan does not depend on the values.
ALTER FUNCTION append_messages(int[], int[], text[], text[], int[], text[]) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION mark_reads(int[], int[], int[], int[], int[]) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
-- What relaying a typing signal needs (server/domain/interactions/typing-lookup.ts), for a batch of
-- signals: element k is a staff member's signal (p_user, p_company, p_interaction set) or a
-- customer's (p_visitor set), answered in the row with r_ord k (1-based).
--   * staff: r_active (active in the company), r_allowed (their role holds interaction.start: the
--     rule of may-work.ts, also written out in append_messages (0012) and mark_reads (0013)),
--     r_first_name, r_staff_conv (the conversation, if their company's) and r_open_visitor (its
--     visitor while it is open);
--   * customer: r_visitor_conv, their conversation as currentConversation picks it, while open.
-- Each row finds its user and conversations by key (LATERAL look-ups); rows come in no set order.
CREATE FUNCTION typing_lookup(p_user int[], p_company int[], p_interaction int[], p_visitor int[])
RETURNS TABLE (
  r_ord int, r_active boolean, r_allowed boolean, r_first_name text, r_staff_conv int, r_open_visitor int, r_visitor_conv int
) LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN QUERY
  SELECT t.ord::int, u.active, u.allowed, u.first_name, i.id,
         CASE WHEN i.status = 'open' THEN i.visitor_id END,
         CASE WHEN o.status = 'open' THEN o.id END
  FROM unnest(p_user, p_company, p_interaction, p_visitor) WITH ORDINALITY AS t(uid, company, iid, vid, ord)
  LEFT JOIN LATERAL (
    SELECT x.status = 'active' AND x.company_id = t.company AS active, x.first_name,
           EXISTS (SELECT 1 FROM role_permissions p WHERE p.company_id = x.company_id AND p.role = x.role AND p.permission = 'interaction.start') AS allowed
    FROM users x WHERE x.id = t.uid
  ) u ON true
  LEFT JOIN LATERAL (SELECT x.id, x.status, x.visitor_id FROM interactions x WHERE x.id = t.iid AND x.company_id = t.company) i ON true
  LEFT JOIN LATERAL (
    SELECT x.id, x.status FROM interactions x WHERE x.visitor_id = t.vid ORDER BY x.status = 'open' DESC, x.id DESC LIMIT 1
  ) o ON true;
END
$$;
