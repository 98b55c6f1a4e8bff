import type { FastifyPluginAsync } from 'fastify';
import { channelDeps } from './deps';
import messengerWebhook from './messenger/webhook';
import { messengerOutbound } from './messenger/send';
import viberWebhook from './viber/webhook';
import { viberOutbound } from './viber/send';

/**
 * The provider channels: each one's outbound adapter (against GRAPH_BASE_URL / VIBER_BASE_URL)
 * and its public webhook routes, each in its own scope so only they read raw bodies.
 */
const channelsPlugin: FastifyPluginAsync = async (app) => {
  app.outbound.register(
    'messenger',
    messengerOutbound(app.config, () => channelDeps(app)),
  );
  app.outbound.register('viber', viberOutbound(app.config));
  await app.register(messengerWebhook);
  await app.register(viberWebhook);
};

export default channelsPlugin;
