import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels } from '../../db/schema';
import type { ChannelConnectResult, MessengerConnectBody } from '../../../contracts';
import { assertChannelLimit } from '../../domain/channels/channel-limit';
import { toChannel } from '../../domain/channels/to-channel';
import { AppError } from '../../lib/app-error';
import { graphCall, type GraphConfig } from './graph';
import type { MessengerConfig } from './config';

export const MESSENGER_FIELDS = ['messages', 'messaging_postbacks', 'message_reads', 'message_deliveries', 'standby', 'messaging_handovers'];

/** A page connected before: by this company (already connected) or another (the channel exists). */
async function refuseTaken(db: Db, companyId: number, pageId: string) {
  const [taken] = await db
    .select({ companyId: channels.companyId })
    .from(channels)
    .where(and(eq(channels.type, 'messenger'), sql`${channels.config}->>'pageId' = ${pageId}`))
    .limit(1);
  if (taken) throw new AppError(taken.companyId === companyId ? 'err_channel_already_connected' : 'err_channel_exists');
}

/**
 * Connects a Facebook page with the page token the admin pasted: the token must read the page
 * (Graph `GET /{page-id}`) and subscribe our app to its events (`POST /{page-id}/subscribed_apps`);
 * a refusal is err_channel_facebook_connect. Answers where Facebook must post, with the verify token.
 */
export async function connectMessenger(db: Db, cfg: GraphConfig, companyId: number, body: MessengerConnectBody, publicBase: string): Promise<ChannelConnectResult> {
  await assertChannelLimit(db, companyId);
  await refuseTaken(db, companyId, body.page_id);
  const refuse = () => Promise.reject(new AppError('err_channel_facebook_connect'));
  const page = await graphCall<{ id: string; name?: string }>(cfg, body.page_id, body.page_token, { query: { fields: 'id,name' } }).catch(refuse);
  if (String(page.id) !== body.page_id) await refuse();
  const subscribed = await graphCall<{ success?: boolean }>(cfg, `${body.page_id}/subscribed_apps`, body.page_token, {
    method: 'POST',
    query: { subscribed_fields: MESSENGER_FIELDS.join(',') },
  }).catch(refuse);
  if (!subscribed.success) await refuse();
  const config: MessengerConfig = { pageId: body.page_id, pageToken: body.page_token, appSecret: body.app_secret, verifyToken: randomBytes(18).toString('base64url') };
  const [row] = await db
    .insert(channels)
    .values({ companyId, type: 'messenger', name: (page.name || body.page_id).slice(0, 200), number: body.page_id, description: body.description, config })
    .returning();
  return { channel: toChannel(row), webhook_url: `${publicBase}/hooks/messenger/${row.id}`, verify_token: config.verifyToken };
}
