import { and, desc, eq, inArray, like } from 'drizzle-orm';
import type { Flow, FlowCreateBody, FlowGraph, FlowStatus, FlowSummary, FlowUpdateBody } from '../../../contracts';
import { validateFlow } from '../../../machines/flow-validation';
import { subflowRefs } from '../../../machines/flow-subflow-cycles';
import type { Db } from '../../db/client';
import { customApis, flows, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { flowsChanged } from './flow-triggers';
import { autoLayoutGraph } from './starter-graph';

type Row = typeof flows.$inferSelect;

export const toFlowSummary = (r: Row): FlowSummary => ({
  id: r.id,
  title: r.title,
  status: r.status as FlowStatus,
  triggers: r.triggers,
  tags: r.tags,
  agent_user_id: r.agentUserId,
  usage_count: r.usageCount,
  success_count: r.successCount,
  accuracy: r.usageCount > 0 ? r.successCount / r.usageCount : null,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});
const toFlow = (r: Row): Flow => ({ ...toFlowSummary(r), graph: r.graph });

/** A flow belongs to a virtual agent of the same company (a user of a virtual user_type). */
async function assertAgent(db: Db, companyId: number, agentUserId: number | null | undefined) {
  if (agentUserId == null) return;
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, agentUserId), eq(users.companyId, companyId), like(users.userType, 'virtual%')));
  if (!u) throw new AppError('err_flow_agent_invalid', { field: 'agent_user_id' });
}

export async function listFlows(db: Db, companyId: number, agentUserId?: number) {
  const rows = await db
    .select()
    .from(flows)
    .where(and(eq(flows.companyId, companyId), agentUserId ? eq(flows.agentUserId, agentUserId) : undefined))
    .orderBy(desc(flows.updatedAt), desc(flows.id));
  return { items: rows.map(toFlowSummary) };
}

export async function getFlowRow(db: Db, companyId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(flows)
    .where(and(eq(flows.id, id), eq(flows.companyId, companyId)));
  if (!row) throw new AppError('err_flow_not_found');
  return row;
}
export const getFlow = async (db: Db, companyId: number, id: number) => toFlow(await getFlowRow(db, companyId, id));

/** The custom APIs and subflows a graph names must be the company's own. */
async function assertRefs(db: Db, companyId: number, graph: FlowGraph | undefined) {
  if (!graph) return;
  const apiIds = [...new Set(graph.nodes.flatMap((n) => (n.type === 'api' && n.data.custom_api_id ? [n.data.custom_api_id] : [])))];
  const flowIds = [...new Set(graph.nodes.flatMap((n) => (n.type === 'subflow' && n.data.subflow_id ? [n.data.subflow_id] : [])))];
  if (apiIds.length) {
    const found = await db
      .select({ id: customApis.id })
      .from(customApis)
      .where(and(eq(customApis.companyId, companyId), inArray(customApis.id, apiIds)));
    if (found.length !== apiIds.length) throw new AppError('err_custom_api_not_found', { field: 'graph' });
  }
  if (flowIds.length) {
    const found = await db
      .select({ id: flows.id })
      .from(flows)
      .where(and(eq(flows.companyId, companyId), inArray(flows.id, flowIds)));
    if (found.length !== flowIds.length) throw new AppError('err_flow_not_found', { field: 'graph' });
  }
}

/**
 * Refuses a graph that could not run, its subflow chain included (its issues as node ids for the
 * canvas to mark, and `reasons` as node:code pairs so the canvas can say why).
 */
async function assertPublishable(db: Db, companyId: number, flowId: number, graph: FlowGraph) {
  const chain = await loadSubflowChain(db, companyId, flowId, graph);
  const issues = validateFlow(graph, { flowId, graphs: (id) => chain.get(id) });
  if (issues.length)
    throw new AppError('err_flow_invalid', {
      count: issues.length,
      nodes: [...new Set(issues.map((i) => i.nodeId ?? ''))].join(','),
      reasons: issues.map((i) => `${i.nodeId ?? ''}:${i.code}`).join(','),
    });
}

/** The graphs a flow's subflows reach, loaded round by round (a company has few flows). */
async function loadSubflowChain(db: Db, companyId: number, flowId: number, graph: FlowGraph) {
  const chain = new Map<number, FlowGraph>([[flowId, graph]]);
  let wanted = subflowRefs(graph).filter((id) => !chain.has(id));
  while (wanted.length) {
    const found = await loadGraphs(db, companyId, wanted);
    for (const id of wanted) chain.set(id, found.get(id) ?? { nodes: [], edges: [] });
    wanted = [...new Set([...found.values()].flatMap(subflowRefs))].filter((id) => !chain.has(id));
  }
  return chain;
}

export async function createFlow(db: Db, companyId: number, body: FlowCreateBody) {
  await assertAgent(db, companyId, body.agent_user_id);
  await assertRefs(db, companyId, body.graph);
  // A new flow starts laid out (spec: auto-layout for a new flow): the given nodes, or a starter.
  const graph = autoLayoutGraph(body.graph);
  const [row] = await db
    .insert(flows)
    .values({ companyId, agentUserId: body.agent_user_id ?? null, title: body.title, triggers: body.triggers, tags: body.tags, graph })
    .returning();
  flowsChanged(companyId);
  return toFlow(row);
}

/** A published flow stays publishable: a change that breaks it is refused, not half-saved. */
export async function updateFlow(db: Db, companyId: number, id: number, body: FlowUpdateBody) {
  const current = await getFlowRow(db, companyId, id);
  if (body.agent_user_id !== undefined) await assertAgent(db, companyId, body.agent_user_id);
  await assertRefs(db, companyId, body.graph);
  if (body.graph && current.status === 'published') await assertPublishable(db, companyId, id, body.graph);
  const [row] = await db
    .update(flows)
    .set({
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.triggers !== undefined ? { triggers: body.triggers } : {}),
      ...(body.tags !== undefined ? { tags: body.tags } : {}),
      ...(body.graph !== undefined ? { graph: body.graph } : {}),
      ...(body.agent_user_id !== undefined ? { agentUserId: body.agent_user_id } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(flows.id, id), eq(flows.companyId, companyId)))
    .returning();
  flowsChanged(companyId);
  return toFlow(row);
}

export async function setFlowStatus(db: Db, companyId: number, id: number, status: FlowStatus) {
  const current = await getFlowRow(db, companyId, id);
  if (status === 'published') await assertPublishable(db, companyId, id, current.graph);
  const [row] = await db
    .update(flows)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(flows.id, id), eq(flows.companyId, companyId)))
    .returning();
  flowsChanged(companyId);
  return toFlowSummary(row);
}

export async function deleteFlow(db: Db, companyId: number, id: number) {
  const [row] = await db
    .delete(flows)
    .where(and(eq(flows.id, id), eq(flows.companyId, companyId)))
    .returning({ id: flows.id });
  flowsChanged(companyId);
  if (!row) throw new AppError('err_flow_not_found');
}

/** Copies every flow of one agent to another (as drafts with fresh counters); returns the new ids. */
export async function copyFlows(db: Db, companyId: number, fromAgentUserId: number, toAgentUserId: number): Promise<number[]> {
  await assertAgent(db, companyId, toAgentUserId);
  const source = await db
    .select()
    .from(flows)
    .where(and(eq(flows.companyId, companyId), eq(flows.agentUserId, fromAgentUserId)));
  if (!source.length) return [];
  const made = await db
    .insert(flows)
    .values(source.map((f) => ({ companyId, agentUserId: toAgentUserId, title: f.title, status: 'draft', triggers: f.triggers, tags: f.tags, graph: f.graph })))
    .returning({ id: flows.id });
  flowsChanged(companyId);
  return made.map((m) => m.id);
}

/** Firing an agent deletes its flows (the FK cascade does the same when its user row goes). */
export async function deleteFlowsOf(db: Db, companyId: number, agentUserId: number): Promise<number> {
  const gone = await db
    .delete(flows)
    .where(and(eq(flows.companyId, companyId), eq(flows.agentUserId, agentUserId)))
    .returning({ id: flows.id });
  // Inside the firing's transaction: dropped again once it commits (change-agent.ts fireAgent).
  flowsChanged(companyId);
  return gone.length;
}

/** Graphs of the given flows of one company (subflows the runtime may enter). */
export async function loadGraphs(db: Db, companyId: number, ids: number[]) {
  if (!ids.length) return new Map<number, FlowGraph>();
  const rows = await db
    .select({ id: flows.id, graph: flows.graph })
    .from(flows)
    .where(and(eq(flows.companyId, companyId), inArray(flows.id, ids)));
  return new Map(rows.map((r) => [r.id, r.graph]));
}
