import type { InjectOptions } from 'fastify';
import type { App } from '../../server/app';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { makeCompany, signIn, uniq, type TestCompany } from './helper';
import type { Role } from '../../contracts';

/**
 * What the tenant-isolation and role-matrix walks share: the app's own OpenAPI operations, one
 * way to send a console request, and a company planted with one record of every kind.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface Operation {
  method: Method;
  path: string;
  /** `METHOD /path/{param}` as the tables key it. */
  key: string;
  pathParams: string[];
}

/** Every operation of GET /api/openapi.json. */
export async function documentedOperations(app: App): Promise<Operation[]> {
  const res = await app.inject({ url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`openapi.json: ${res.statusCode}`);
  const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => {
      const method = m.toUpperCase() as Method;
      return { method, path, key: `${method} ${path}`, pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((x) => x[1]) };
    }),
  );
}

/** `/api/x/{id}` with its parameters filled in. */
export const fillPath = (path: string, params: Record<string, string | number>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`no value for {${name}} of ${path}`);
    return encodeURIComponent(String(params[name]));
  });

/**
 * The headers the console's own pages send: the session cookie, and the page's Origin on the
 * server's host (a server that checks the Origin of unsafe requests accepts these). The one place
 * to change if that check changes.
 */
export const CONSOLE_HOST = 'localhost:3000';
export const consoleHeaders = (cookie?: string): Record<string, string> => ({ host: CONSOLE_HOST, origin: `http://${CONSOLE_HOST}`, ...(cookie ? { cookie } : {}) });

type Response = Awaited<ReturnType<App['inject']>>;
export type Caller = (method: Method, url: string, payload?: unknown) => Promise<Response>;
/** Requests as the holder of `cookie` (none: signed out). */
export const callerOf =
  (app: App, cookie?: string): Caller =>
  (method, url, payload) =>
    app.inject({ method, url, headers: consoleHeaders(cookie), ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });

/** The code of a JSON error answer, if it is one. */
export function codeOf(res: { body: string }): string | undefined {
  try {
    return (JSON.parse(res.body) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

const ok = async (what: string, res: Response) => {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json();
};

/**
 * A company whose every user-visible text carries `marker`, with a signed-in user of each role and
 * one record of each kind, made through the real routes as its admin would: contact type, two
 * contacts, interaction tag, saved response, web chat (and its channel), issue type, tag and
 * reason, a conversation with the agent's reply, an issue with a comment and an attachment, a
 * saved issue view, an allowed mail domain, a pending invitation, feedback and call access.
 */
export async function plantCompany(app: App, marker: string) {
  const co: TestCompany = await makeCompany(app.db, `${marker} LLC`);
  const cookies = {} as Record<Role, string>;
  for (const role of ['admin', 'manager', 'agent', 'guest'] as const) cookies[role] = await signIn(app, co.emails[role]);
  const admin = callerOf(app, cookies.admin);
  const agent = callerOf(app, cookies.agent);
  const tag = uniq();

  const contactType = await ok('contact type', await admin('POST', '/api/contact-types', { name: `${marker} type`, description: `${marker} type text` }));
  const contact = await ok(
    'contact',
    await admin('POST', '/api/contacts', { first_name: `${marker}first`, last_name: 'Contact', phone: '+97699112233', note: `${marker} note`, type_id: contactType.id }),
  );
  const contact2 = await ok('contact 2', await admin('POST', '/api/contacts', { first_name: `${marker}second`, last_name: 'Contact', email: `c2.${tag}@test.mn` }));
  const interactionTag = await ok('interaction tag', await admin('POST', '/api/interaction-tags', { name: `${marker} tag`, description: marker }));
  const savedResponse = await ok('saved response', await admin('POST', '/api/saved-responses', { key: `k${tag}`, answer: `${marker} answer` }));
  const webchat = await ok(
    'web chat',
    await admin('POST', '/api/webchats', { domain: `shop-${tag}.mn`, name: `${marker} chat`, greeting: `${marker} hi`, brand_color: '#112233', text_color: '#ffffff' }),
  );
  const issueType = await ok('issue type', await admin('POST', '/api/issue-types', { title: `${marker} type`, description: marker }));
  const issueTag = await ok('issue tag', await admin('POST', '/api/issue-tags', { title: `${marker} itag`, colour: '#aa3300' }));
  const issueReason = await ok('issue reason', await admin('POST', '/api/issue-reasons', { name: `${marker} reason` }));

  // A conversation from the web chat, with the agent's reply.
  const conversation = await createInteraction(app.db, { companyId: co.id, channelId: webchat.channel_id, contactId: contact.id, subject: `${marker} subject` });
  await ok('assign', await agent('POST', `/api/interactions/${conversation.id}/events`, { type: 'interaction.assign', userId: co.ids.agent }));
  await ok('meta', await agent('PUT', `/api/interactions/${conversation.id}/meta`, { tag_ids: [interactionTag.id], mood: 'normal' }));
  const message = await ok('message', await agent('POST', `/api/interactions/${conversation.id}/messages`, { client_id: `c-${tag}`, body: `${marker} reply` }));

  const issue = await ok(
    'issue',
    await admin('POST', '/api/issues', {
      name: `${marker} issue`,
      description: marker,
      contact_id: contact.id,
      channel_id: webchat.channel_id,
      assignee_user_id: co.ids.agent,
      status: 'open',
      priority: 'high',
      platform: 'web_chat',
      type_id: issueType.id,
      tag_ids: [issueTag.id],
    }),
  );
  const comment = await ok('comment', await admin('POST', `/api/issues/${issue.id}/comments`, { body: `${marker} comment` }));
  const attachment = await ok(
    'attachment',
    await admin('POST', `/api/issues/${issue.id}/attachments`, { name: `${marker}.txt`, mime: 'text/plain', data: Buffer.from(`${marker} file`).toString('base64') }),
  );
  const issueView = await ok('issue view', await admin('POST', '/api/issue-views', { name: `${marker} view`, filters: {} }));
  const mailDomain = await ok('mail domain', await admin('POST', '/api/company/mail-domains', { domain: `${tag}.mn`, description: `${marker} domain` }));
  await ok('invite', await admin('POST', '/api/invites', { email: `invitee.${tag}@test.mn`, role: 'agent', first_name: `${marker}invitee`, last_name: 'Person' }));
  const invite = (await ok('invites', await admin('GET', '/api/invites'))).items[0];
  const feedback = await ok('feedback', await admin('POST', '/api/feedback', { category: 'other', details: `${marker} feedback`, rating: 4 }));
  const customApi = await ok(
    'custom API',
    await admin('POST', '/api/custom-apis', {
      name: `${marker} api`,
      method: 'GET',
      url: `https://${tag}.example/orders/{{order}}`,
      headers: [{ name: 'Authorization', value: `${marker} secret`, secret: true }],
      body: '',
      response_fields: [],
      timeout_ms: 1000,
      status: 'active',
    }),
  );
  const flow = await ok('flow', await admin('POST', '/api/flows', { title: `${marker} flow`, triggers: [`${marker} trigger`], tags: [marker] }));
  await ok('call access', await admin('PUT', `/api/users/${co.ids.agent}/call-access`, { extension: '1001', line: '77' }));
  // Virtual agents: the primary and an additional one (which could be fired), switched on nowhere,
  // so conversations of the web chat still go to people.
  const agentBody = (name: string, is_primary: boolean) => ({ name, avatar: 'robot', kind: 'virtual_social_agent', is_primary });
  await ok('primary agent', await admin('POST', '/api/virtual-agents', agentBody(`${marker} bot`, true)));
  const virtualAgent = await ok('virtual agent', await admin('POST', '/api/virtual-agents', agentBody(`${marker} bot2`, false)));

  return {
    co,
    marker,
    cookies,
    ids: {
      contactType: contactType.id as number,
      contact: contact.id as number,
      contact2: contact2.id as number,
      interactionTag: interactionTag.id as number,
      savedResponse: savedResponse.id as number,
      webchat: webchat.id as number,
      channel: webchat.channel_id as number,
      widgetKey: webchat.widget_key as string,
      domain: webchat.domain as string,
      issueType: issueType.id as number,
      issueTag: issueTag.id as number,
      issueReason: issueReason.id as number,
      interaction: conversation.id,
      message: message.message.id as number,
      issue: issue.id as number,
      comment: comment.id as number,
      attachment: attachment.id as number,
      issueView: issueView.id as number,
      mailDomain: mailDomain.id as number,
      invite: invite.id as number,
      feedback: feedback.id as number,
      virtualAgent: virtualAgent.id as number,
      customApi: customApi.id as number,
      flow: flow.id as number,
    },
  };
}
export type Planted = Awaited<ReturnType<typeof plantCompany>>;
