import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CallLineBodySchema,
  CallLineIdParamsSchema,
  CallLineListSchema,
  CallLineSchema,
  CallsConfigSchema,
  DialAnswerSchema,
  DialBodySchema,
  OkSchema,
  SipCredentialsSchema,
} from '../../contracts';
import { normalizePhone } from '../../contracts/phone-rule';
import { sipCredentials } from '../db/schema';
import { AppError } from '../lib/app-error';
import { issueCredentials, requireCallAccess } from '../telephony/credentials';
import { addLine, deleteLine, listLines } from '../telephony/lines';

/**
 * Calls in the console (issue 26): the company's lines (/settings/call_center), the softphone's
 * configuration and credentials, and click-to-call. Placing or answering a call needs call access
 * (an extension and a line): without it the server refuses with err_no_call_permission.
 */
const callRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calls'];
  const companyOf = (req: { auth: { user: { companyId: number | null } } | null }) => req.auth!.user.companyId!;
  const s = app.config.telephony;
  const callsOn = () => s.enabled && app.telephonyStatus.on;

  app.get(
    '/api/call-lines',
    {
      config: { permission: 'settings.view' },
      schema: { tags, summary: "The company's phone lines", operationId: 'listCallLines', response: { 200: CallLineListSchema } },
    },
    async (req) => listLines(app.db, companyOf(req)),
  );
  app.post(
    '/api/call-lines',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        summary: 'Add a phone line (its number is unique across the service)',
        operationId: 'addCallLine',
        errors: ['err_value_required', 'err_line_invalid', 'err_text_too_long', 'err_call_line_taken'],
        body: CallLineBodySchema,
        response: { 200: CallLineSchema },
      },
    },
    async (req) => addLine(app.db, companyOf(req), req.body),
  );
  app.delete(
    '/api/call-lines/:id',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        summary: 'Remove a phone line',
        operationId: 'deleteCallLine',
        errors: ['err_call_line_not_found'],
        params: CallLineIdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      await deleteLine(app.db, companyOf(req), req.params.id);
      return { ok: true as const };
    },
  );
  app.get(
    '/api/calls/config',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Whether calls are on, and where the softphone registers', operationId: 'getCallsConfig', response: { 200: CallsConfigSchema } },
    },
    async (req) => {
      const [cred] = await app.db.select({ username: sipCredentials.username }).from(sipCredentials).where(eq(sipCredentials.userId, req.auth!.user.id)).limit(1);
      return { enabled: callsOn(), ws_url: s.wsUrl, realm: s.realm, sip_user: cred?.username ?? null };
    },
  );
  app.post(
    '/api/calls/credentials',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: "Issue the softphone's SIP credentials (shown once; replaces earlier ones)",
        operationId: 'issueSipCredentials',
        errors: ['err_no_call_permission'],
        response: { 200: SipCredentialsSchema },
      },
    },
    async (req) => {
      const { sipUser, password } = await issueCredentials(app.db, req.auth!.user.id, s.realm);
      return { sip_user: sipUser, password, ws_url: s.wsUrl, realm: s.realm };
    },
  );
  app.post(
    '/api/calls/dial',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Click-to-call: the SIP address the softphone dials for a number',
        operationId: 'dialNumber',
        errors: ['err_no_call_permission', 'err_value_required', 'err_phone_invalid', 'err_calls_not_configured'],
        body: DialBodySchema,
        response: { 200: DialAnswerSchema },
      },
    },
    async (req) => {
      await requireCallAccess(app.db, req.auth!.user.id);
      if (!callsOn()) throw new AppError('err_calls_not_configured');
      const digits = req.body.number.replace(/[\s()-]/g, '');
      const e164 = normalizePhone(digits);
      const user = /^\d{1,15}$/.test(digits) ? digits : e164?.replace('+', '00');
      if (!user) throw new AppError('err_phone_invalid', { field: 'number' });
      return { target: `sip:${user}@${s.host}` };
    },
  );
};

export default callRoutes;
