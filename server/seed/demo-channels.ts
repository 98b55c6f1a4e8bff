import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { channels } from '../db/schema';
import type { MessengerConfig } from '../channels/messenger/config';
import type { ViberConfig } from '../channels/viber/config';

/**
 * The demo company's Messenger page (its row is made with the other channels, for the history) gets
 * settings, and a Viber bot is added. Their tokens are placeholders: both stay inactive until an
 * admin connects real ones under /settings/social (or points GRAPH_BASE_URL / VIBER_BASE_URL at the
 * test fakes), so nothing is sent to Facebook or Viber from a demo.
 */
export async function seedDemoChannels(db: Db, companyId: number) {
  const messenger: MessengerConfig = {
    pageId: '100200300',
    pageToken: `DEMO${randomBytes(24).toString('hex')}`,
    appSecret: randomBytes(16).toString('hex'),
    verifyToken: randomBytes(18).toString('base64url'),
  };
  await db
    .update(channels)
    .set({ config: messenger })
    .where(and(eq(channels.companyId, companyId), eq(channels.type, 'messenger'), eq(channels.number, messenger.pageId)));
  const viber: ViberConfig = { token: `demo-${randomBytes(20).toString('hex')}`, botName: 'Demo LLC', avatar: '' };
  await db.insert(channels).values({
    companyId,
    type: 'viber',
    name: 'Demo LLC Viber',
    number: 'demollc',
    description: 'Вайбер бот: захиалга, хүргэлтийн асуулт',
    isActive: false,
    config: viber,
  });
}
