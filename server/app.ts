import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DbHandle } from './db/client';
import { redactUrl } from './lib/redact-url';
import authPlugin from './plugins/auth';
import bodyTypes from './plugins/body-types';
import sameOrigin from './plugins/same-origin';
import securityHeaders from './plugins/security-headers';
import consolePlugin from './plugins/console';
import errorsPlugin from './plugins/errors';
import openapiPlugin from './plugins/openapi';
import realtimePlugin from './plugins/realtime';
import healthPlugin from './plugins/health';
import metricsPlugin from './plugins/metrics';
import reportRollups from './plugins/report-rollups';
import telephonyPlugin from './plugins/telephony';
import knowledgeEmbeddings from './plugins/knowledge-embeddings';
import pubRoutes from './routes/pub';
import sessionRoutes from './routes/session';
import userRoutes from './routes/users';
import channelRoutes from './routes/channels';
import roleRoutes from './routes/roles';
import interactionRoutes from './routes/interactions';
import savedResponseRoutes from './routes/saved-responses';
import flowRoutes from './routes/flows';
import customApiRoutes from './routes/custom-apis';
import demoOrderRoutes from './routes/demo-orders';
import webchatRoutes from './routes/webchats';
import widgetAssetRoutes from './routes/widget-assets';
import demoSiteRoutes from './routes/demo-site';
import contactRoutes from './routes/contacts';
import contactTypeRoutes from './routes/contact-types';
import serviceRateRoutes from './routes/service-rate';
import interactionTagRoutes from './routes/interaction-tags';
import signupRoutes from './routes/signup';
import onboardingRoutes from './routes/onboarding';
import adminRoutes from './routes/admin';
import issueRoutes from './routes/issues';
import issueSettingRoutes from './routes/issue-settings';
import companyRoutes from './routes/company';
import inviteRoutes from './routes/invites';
import profileRoutes from './routes/profile';
import feedbackRoutes from './routes/feedback';
import tourRoutes from './routes/tour';
import monitoringRoutes from './routes/monitoring';
import reportRoutes from './routes/reports';
import auditLogRoutes from './routes/audit-log';
import billingPdfRoutes from './routes/billing-pdf';
import virtualAgentRoutes from './routes/virtual-agents';
import knowledgeRoutes from './routes/knowledge';
import knowledgeQaRoutes from './routes/knowledge-qa';
import knowledgeImportRoutes from './routes/knowledge-imports';
// E-mail channel (issue 24).
import emailChannelPlugin from './channels/email/plugin';
import emailChannelRoutes from './routes/email-channels';
import emailMessageRoutes from './routes/email-messages';
// Channels beyond web chat (issue 24): management routes, resend, and the providers' webhooks.
import channelManageRoutes from './routes/channel-manage';
import messageResendRoutes from './routes/message-resend';
import { createOutboundRegistry } from './channels/outbound';
import channelsPlugin from './channels/plugin';
import callRoutes from './routes/calls';
import telephonyHookRoutes from './routes/telephony-hooks';
import billingRuntime from './routes/billing-runtime';
import billingRoutes from './routes/billing';
import billingInvoiceRoutes from './routes/billing-invoices';
import adminPlanRoutes from './routes/admin-plans';

/** Never log credentials: pino drops these wherever they appear in a logged request. */
export const LOG_REDACT = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token'];

/** Nor one-time links: a request's URL is logged without their tokens (lib/redact-url.ts). */
export const LOG_SERIALIZERS = {
  req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort }),
};

/** Logger options given as an object (a test's stream, say) still get the redaction. */
function loggerOptions(config: Config, given: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (given === undefined) return { level: config.logLevel, redact: LOG_REDACT, serializers: LOG_SERIALIZERS };
  if (!given || typeof given !== 'object') return given;
  return { redact: LOG_REDACT, ...given, serializers: { ...LOG_SERIALIZERS, ...given.serializers } };
}

/**
 * Composition, in the fastify/demo order: external plugins (cookies, forms, security headers),
 * then the app's own plugins (errors, same-origin and body-type checks, auth, realtime, OpenAPI)
 * that routes rely on, then the routes, and last the console's static files and SPA fallback.
 */
export async function buildApp(
  config: Config,
  dbHandle: DbHandle,
  /** `serverFactory`: an HTTP server already bound (server/lib/early-listener.ts, `npm start`). */
  opts: { logger?: FastifyServerOptions['logger']; serverFactory?: FastifyServerOptions['serverFactory'] } = {},
) {
  const app = Fastify({
    logger: loggerOptions(config, opts.logger),
    ...(opts.serverFactory && { serverFactory: opts.serverFactory }),
    // Only the immediate peer (the proxy) is trusted, so a client cannot choose its own address.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: config.bodyLimit,
    // A plugin's start (the call server's, the realtime adapter's) may take past Fastify's default
    // 10 s on a loaded host: a bench saw a start die of AVV_ERR_READY_TIMEOUT at load 20.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', dbHandle.db);
  app.decorate('messageDb', dbHandle.messageDb);
  app.decorate('outbound', createOutboundRegistry());

  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(formbody, { bodyLimit: config.bodyLimit });
  await app.register(securityHeaders);

  await app.register(errorsPlugin);
  // Before auth: a request of another site or with a body type no route takes is refused first.
  await app.register(sameOrigin);
  await app.register(bodyTypes);
  await app.register(authPlugin);
  await app.register(realtimePlugin);
  await app.register(telephonyPlugin);
  await app.register(openapiPlugin);
  await app.register(healthPlugin);
  await app.register(metricsPlugin);
  // Recomputes the report rollups' changed hours in the background (domain/reports/README.md).
  await app.register(reportRollups);

  await app.register(pubRoutes);
  await app.register(sessionRoutes);
  await app.register(userRoutes);
  await app.register(channelRoutes);
  await app.register(roleRoutes);
  await app.register(interactionRoutes);
  await app.register(savedResponseRoutes);
  await app.register(webchatRoutes);
  await app.register(widgetAssetRoutes);
  await app.register(demoSiteRoutes);
  await app.register(contactRoutes);
  await app.register(contactTypeRoutes);
  await app.register(serviceRateRoutes);
  await app.register(interactionTagRoutes);
  await app.register(signupRoutes);
  await app.register(onboardingRoutes);
  await app.register(adminRoutes);
  await app.register(issueRoutes);
  await app.register(issueSettingRoutes);
  await app.register(companyRoutes);
  await app.register(inviteRoutes);
  await app.register(profileRoutes);
  await app.register(feedbackRoutes);
  await app.register(tourRoutes);
  await app.register(auditLogRoutes);
  await app.register(billingPdfRoutes);
  await app.register(knowledgeRoutes);
  await app.register(knowledgeQaRoutes);
  await app.register(knowledgeImportRoutes);
  await app.register(knowledgeEmbeddings);
  await app.register(monitoringRoutes);
  await app.register(reportRoutes);
  await app.register(virtualAgentRoutes);
  await app.register(flowRoutes);
  await app.register(customApiRoutes);
  await app.register(demoOrderRoutes);
  await app.register(emailChannelPlugin);
  await app.register(emailChannelRoutes);
  await app.register(emailMessageRoutes);
  await app.register(channelManageRoutes);
  await app.register(messageResendRoutes);
  await app.register(channelsPlugin);
  await app.register(callRoutes);
  await app.register(telephonyHookRoutes);
  // Billing: the clock, QPay gateway and scheduler first, then its routes.
  await app.register(billingRuntime);
  await app.register(billingRoutes);
  await app.register(billingInvoiceRoutes);
  await app.register(adminPlanRoutes);

  await app.register(consolePlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
