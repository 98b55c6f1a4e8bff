import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BotUsageSchema,
  InteractionBotSchema,
  InteractionIdParamsSchema,
  OkSchema,
  VirtualAgentBodySchema,
  VirtualAgentChannelParamsSchema,
  VirtualAgentIdParamsSchema,
  VirtualAgentListSchema,
  VirtualAgentSchema,
} from '../../contracts';
import { findVisibleInteraction } from '../domain/interactions/find-visible';
import { viewerOf } from '../domain/interactions/viewer';
import { botLimit } from '../domain/virtual-agents/bot-limit';
import { fireAgent, handOverAgentConversations, setAgentChannel } from '../domain/virtual-agents/change-agent';
import { hireAgent } from '../domain/virtual-agents/hire-agent';
import { botUsageOf, interactionBot } from '../domain/virtual-agents/interaction-bot';
import { agentRows, toVirtualAgent } from '../domain/virtual-agents/list-agents';
import { onAgentFired } from '../domain/virtual-agents/wiring';

/** Virtual agents (/settings/virtualagents): list, hire, switch on/off per channel, fire; and a conversation's bot phase. */
const virtualAgentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['virtual-agents'];
  const companyOf = (req: FastifyRequest) => req.auth!.user.companyId!;
  const channelErrors = ['err_virtual_agent_not_found', 'err_channel_id_invalid', 'err_virtual_agent_transition'] as const;

  app.get(
    '/api/virtual-agents',
    {
      config: { permission: 'settings.view' },
      schema: {
        tags,
        operationId: 'listVirtualAgents',
        summary: "The company's virtual agents (not fired) and the plan's bot count limit",
        response: { 200: VirtualAgentListSchema },
      },
    },
    async (req) => {
      const companyId = companyOf(req);
      const rows = await agentRows(app.db, companyId);
      return { items: rows.map(toVirtualAgent), limit: await botLimit(app.db, companyId) };
    },
  );
  app.post(
    '/api/virtual-agents',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        operationId: 'createVirtualAgent',
        summary: 'Hire a virtual agent (name, avatar, kind, primary or additional); refused past the plan’s bot count',
        errors: ['err_bot_count_limit', 'err_value_required', 'err_text_too_long'],
        body: VirtualAgentBodySchema,
        response: { 200: VirtualAgentSchema },
      },
    },
    async (req) => {
      const companyId = companyOf(req);
      const id = await hireAgent(app.db, companyId, req.body);
      const [row] = await agentRows(app.db, companyId, id);
      return toVirtualAgent(row);
    },
  );
  app.put(
    '/api/virtual-agents/:id/channels/:channelId',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        operationId: 'activateVirtualAgentChannel',
        summary: 'Switch the agent on for a channel (one agent per channel)',
        errors: [...channelErrors, 'err_virtual_agent_channel_taken'],
        params: VirtualAgentChannelParamsSchema,
        response: { 200: VirtualAgentSchema },
      },
    },
    async (req) => toVirtualAgent(await setAgentChannel(app.db, companyOf(req), req.params.id, req.params.channelId, true)),
  );
  app.delete(
    '/api/virtual-agents/:id/channels/:channelId',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        operationId: 'deactivateVirtualAgentChannel',
        summary: 'Switch the agent off for a channel',
        errors: channelErrors,
        params: VirtualAgentChannelParamsSchema,
        response: { 200: VirtualAgentSchema },
      },
    },
    async (req) => toVirtualAgent(await setAgentChannel(app.db, companyOf(req), req.params.id, req.params.channelId, false)),
  );
  app.delete(
    '/api/virtual-agents/:id',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        operationId: 'fireVirtualAgent',
        summary: 'Fire a virtual agent (never the primary): its flows are deleted, its knowledge is left unused',
        errors: ['err_virtual_agent_not_found', 'err_primary_agent_remove'],
        params: VirtualAgentIdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      const companyId = companyOf(req);
      const done = await fireAgent(app.db, companyId, req.params.id, onAgentFired);
      // Its conversations in progress go to people.
      const moved = await handOverAgentConversations(app.db, companyId, req.params.id);
      for (const row of moved) await app.realtime.interactionChanged(row, { visitor: true });
      if (moved.length) void app.realtime.routeQueue(companyId);
      return done;
    },
  );
  app.get(
    '/api/virtual-agents/usage',
    {
      config: { permission: 'settings.view' },
      schema: { tags, operationId: 'getBotUsage', summary: 'Bot interactions of the company today and this month', response: { 200: BotUsageSchema } },
    },
    async (req) => botUsageOf(app.db, companyOf(req), app.billing.now()),
  );
  app.get(
    '/api/interactions/:id/bot',
    {
      config: { permission: 'interaction.start' },
      schema: {
        tags,
        operationId: 'getInteractionBot',
        summary: "A conversation's virtual agent phase: who answered, why it handed over, the one-line summary",
        errors: ['err_interaction_not_found', 'err_virtual_agent_not_found'],
        params: InteractionIdParamsSchema,
        response: { 200: InteractionBotSchema },
      },
    },
    async (req) => {
      const row = await findVisibleInteraction(app.db, viewerOf(req.auth!), req.params.id);
      return interactionBot(app.db, row.companyId, row.id);
    },
  );
};

export default virtualAgentRoutes;
