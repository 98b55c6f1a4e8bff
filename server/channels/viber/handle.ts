import type { MessageAttachment } from '../../../contracts';
import type { ChannelDeps } from '../deps';
import { markByExternalIds } from '../delivery-events';
import { ingestInbound } from '../inbound';
import type { ChannelRow } from '../outbound';

/** A Viber callback as documented (the fields we use). */
export interface ViberEvent {
  event?: string;
  timestamp?: number;
  message_token?: number | string;
  user_id?: string;
  desc?: string;
  sender?: { id?: string; name?: string };
  user?: { id?: string; name?: string };
  message?: { type?: string; text?: string; media?: string; file_name?: string; size?: number; location?: { lat?: number; lon?: number } };
}

const KINDS: Record<string, MessageAttachment['kind']> = { picture: 'image', video: 'video', file: 'file', sticker: 'sticker', location: 'location' };

function attachmentOf(m: NonNullable<ViberEvent['message']>): MessageAttachment | null {
  const kind = KINDS[m.type ?? ''];
  if (!kind) return null;
  const url = m.location ? `https://maps.google.com/?q=${m.location.lat},${m.location.lon}` : m.media;
  if (!url) return null;
  return { kind, url: url.slice(0, 4000), ...(m.file_name ? { name: m.file_name.slice(0, 500) } : {}), ...(typeof m.size === 'number' ? { size: m.size } : {}) };
}

/**
 * One verified Viber callback: a message is stored (a retry, same message token, once);
 * delivered / seen / failed move our message's status; the rest is noted in the log.
 */
export async function handleViberEvent(deps: ChannelDeps, channel: ChannelRow, e: ViberEvent) {
  const token = e.message_token === undefined ? '' : String(e.message_token);
  switch (e.event) {
    case 'message': {
      const id = e.sender?.id;
      if (!id || !token || !e.message) return;
      const attachment = attachmentOf(e.message);
      const body = (e.message.text || attachment?.name || '📎').slice(0, 4000);
      await ingestInbound(
        deps,
        {
          companyId: channel.companyId,
          channelId: channel.id,
          identity: { kind: 'viber', externalId: id, name: e.sender?.name },
          externalMessageId: token,
          body,
          attachments: attachment ? [attachment] : [],
        },
        channel,
      );
      return;
    }
    case 'delivered':
      await markByExternalIds(deps, channel.id, [token], 'sent');
      return;
    case 'seen':
      await markByExternalIds(deps, channel.id, [token], 'seen');
      return;
    case 'failed':
      await markByExternalIds(deps, channel.id, [token], 'failed', 'err_channel_recipient_unknown');
      return;
    default:
      // webhook (set_webhook's check), conversation_started, subscribed, unsubscribed.
      deps.log.info({ channelId: channel.id, event: e.event }, 'viber event');
  }
}
