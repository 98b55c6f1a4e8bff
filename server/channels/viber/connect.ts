import { forgetChannel } from '../../domain/channels/channel-cache';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels } from '../../db/schema';
import type { ChannelConnectResult, ViberConnectBody } from '../../../contracts';
import { assertChannelLimit } from '../../domain/channels/channel-limit';
import { toChannel } from '../../domain/channels/to-channel';
import { AppError } from '../../lib/app-error';
import { viberCall, type ViberApiConfig } from './api';
import type { ViberConfig } from './config';

export const VIBER_EVENT_TYPES = ['delivered', 'seen', 'failed', 'subscribed', 'unsubscribed', 'conversation_started'];

/**
 * Connects a Viber bot by its token: `get_account_info` must accept it (a token Viber rejects is
 * err_channel_viber_token_invalid), then `set_webhook` points its events at us. Viber calls the
 * webhook while set_webhook runs, so the channel is stored first and removed if that fails.
 */
export async function connectViber(db: Db, cfg: ViberApiConfig, companyId: number, body: ViberConnectBody, publicBase: string): Promise<ChannelConnectResult> {
  await assertChannelLimit(db, companyId);
  const [taken] = await db
    .select({ companyId: channels.companyId })
    .from(channels)
    .where(and(eq(channels.type, 'viber'), sql`${channels.config}->>'token' = ${body.token}`))
    .limit(1);
  if (taken) throw new AppError(taken.companyId === companyId ? 'err_channel_already_connected' : 'err_channel_exists');
  const account = await viberCall<{ id?: string; name?: string; uri?: string; icon?: string }>(cfg, 'get_account_info', body.token).catch((err: { status?: number }) =>
    Promise.reject(new AppError(err.status === 2 ? 'err_channel_viber_token_invalid' : 'err_channel_connect_failed')),
  );
  const config: ViberConfig = { token: body.token, botName: (account.name ?? 'Bot').slice(0, 28), avatar: account.icon ?? '' };
  const [row] = await db
    .insert(channels)
    .values({ companyId, type: 'viber', name: (account.name || 'Viber').slice(0, 200), number: (account.uri ?? '').slice(0, 200), description: body.description, config })
    .returning();
  const url = `${publicBase}/hooks/viber/${row.id}`;
  try {
    await viberCall(cfg, 'set_webhook', body.token, { url, event_types: VIBER_EVENT_TYPES, send_name: true, send_photo: true });
  } catch {
    await db.delete(channels).where(eq(channels.id, row.id));
    forgetChannel(db, row.id);
    throw new AppError('err_channel_connect_failed');
  }
  return { channel: toChannel(row), webhook_url: url };
}
