import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels, companies, interactions, users, webchats } from '../../db/schema';
import type { ServiceRateInfo } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { ratingStateOf } from './rate';

/** What the rating page shows: whose service, by whom (first name only), and whether it may rate. */
export async function serviceRateInfo(db: Db, interactionId: number): Promise<ServiceRateInfo> {
  const [found] = await db
    .select({
      row: interactions,
      companyName: companies.name,
      channelType: channels.type,
      agentName: users.firstName,
      logo: webchats.logo,
      brandColor: webchats.brandColor,
    })
    .from(interactions)
    .innerJoin(companies, eq(companies.id, interactions.companyId))
    .leftJoin(channels, eq(channels.id, interactions.channelId))
    .leftJoin(webchats, eq(webchats.channelId, interactions.channelId))
    .leftJoin(users, eq(users.id, interactions.closedByUserId))
    .where(eq(interactions.id, interactionId))
    .limit(1);
  if (!found) throw new AppError('err_service_rate_link_invalid');
  const state = ratingStateOf(found.row);
  if (state !== 'requested' && state !== 'rated') throw new AppError('err_service_rate_not_requested');
  const isWebchat = found.channelType === 'webchat';
  return {
    company_name: found.companyName,
    logo: isWebchat ? (found.logo ?? null) : null,
    brand_color: isWebchat ? (found.brandColor ?? null) : null,
    agent_name: found.agentName || null,
    closed_at: found.row.closedAt?.toISOString() ?? null,
    state,
    rating: found.row.rating,
  };
}
