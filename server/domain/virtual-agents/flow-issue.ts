import { and, eq, isNull } from 'drizzle-orm';
import { ContactBodySchema, ISSUE_NAME_MAX, ISSUE_NAME_MIN, type Issue, type Permission } from '../../../contracts';
import type { Db } from '../../db/client';
import { interactions, visitors } from '../../db/schema';
import { createContact } from '../contacts/save-contact';
import { listAssignees } from '../issues/assignees';
import { createIssue } from '../issues/save-issue';

export interface FlowIssueInput {
  companyId: number;
  interactionId: number;
  /** The virtual agent: the issue's author. */
  agentUserId: number;
  /** The card's text; the conversation's summary when the card says nothing. */
  title: string;
  summary: string;
  vars: Record<string, string>;
}

// The bot files as the conversation's holder: it reads that conversation and assigns the issue.
const BOT_RIGHTS: readonly Permission[] = ['interaction.start', 'interaction.view_all_closed', 'issue.view_all', 'issue.assign'];

/**
 * A flow's 'create issue' card: the issue is filed for the conversation's contact, channel and
 * platform (from the conversation), named by the card, with the answers the flow collected as
 * its description, open at medium priority. Virtual agents cannot hold issues, so the company's
 * first member who may work issues (its owner, as a rule) holds it until someone reassigns it.
 */
export async function fileFlowIssue(db: Db, f: FlowIssueInput): Promise<Issue> {
  await ensureContact(db, f);
  const [holder] = await listAssignees(db, f.companyId);
  const name = (f.title.trim() || f.summary.trim()).slice(0, ISSUE_NAME_MAX);
  const lines = Object.entries(f.vars).map(([k, v]) => `${k}: ${v}`);
  return createIssue(
    db,
    { companyId: f.companyId, userId: f.agentUserId, viewAll: true, canAssign: true, permissions: BOT_RIGHTS },
    {
      name: name.length >= ISSUE_NAME_MIN ? name : `${name} #${f.interactionId}`,
      description: [...lines, lines.length && f.summary ? '' : null, f.summary]
        .filter((l) => l !== null)
        .join('\n')
        .trim(),
      contact_id: null,
      channel_id: null,
      interaction_id: f.interactionId,
      assignee_user_id: holder?.id ?? null,
      status: 'open',
      priority: 'medium',
      platform: '',
      type_id: null,
      tag_ids: [],
      reason_id: null,
      created_at: null,
      due_at: null,
    },
  );
}

/** Answers a flow may collect to register the customer: {{name}} (or first/last name), {{phone}}, {{email}}. */
const pick = (vars: Record<string, string>, ...keys: string[]) => keys.map((k) => vars[k]?.trim()).find(Boolean) ?? '';

/**
 * A web-chat visitor is nobody's contact yet: the flow's answers (name and phone or e-mail)
 * register one, by the virtual agent, and the conversation and the visitor are linked to it.
 * Without them the issue is refused for want of a contact and a person takes over.
 */
async function ensureContact(db: Db, f: FlowIssueInput) {
  const [conv] = await db
    .select({ contactId: interactions.contactId, visitorId: interactions.visitorId })
    .from(interactions)
    .where(and(eq(interactions.id, f.interactionId), eq(interactions.companyId, f.companyId)));
  if (!conv || conv.contactId !== null) return;
  const first = pick(f.vars, 'first_name', 'name', 'ner');
  const phone = pick(f.vars, 'phone', 'utas');
  const email = pick(f.vars, 'email');
  if (!first || (!phone && !email)) return;
  const contact = await createContact(
    db,
    { companyId: f.companyId, userId: f.agentUserId, viewAll: true },
    ContactBodySchema.parse({ first_name: first, last_name: pick(f.vars, 'last_name', 'ovog'), phone, email }),
    { kind: 'virtual_agent', userId: f.agentUserId },
  );
  await db
    .update(interactions)
    .set({ contactId: contact.id })
    .where(and(eq(interactions.id, f.interactionId), isNull(interactions.contactId)));
  if (conv.visitorId !== null)
    await db
      .update(visitors)
      .set({ contactId: contact.id })
      .where(and(eq(visitors.id, conv.visitorId), isNull(visitors.contactId)));
}
