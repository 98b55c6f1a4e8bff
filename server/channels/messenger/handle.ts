import type { ChannelRow } from '../outbound';
import type { ChannelDeps } from '../deps';
import { ingestInbound } from '../inbound';
import { markByExternalIds, markSeenUpTo } from '../delivery-events';
import { messengerConfigOf } from './config';
import type { GraphConfig } from './graph';
import { profileName } from './profile';
import { normalise, type MessengerWebhook } from './events';
import { threadMoved } from './thread-control';

/**
 * The events of one verified webhook POST, in order: entries of another page are ignored; a
 * message or postback is stored (a retry once), reads and deliveries move our messages' status.
 * Standby events (another app holds the thread) are stored too, so agents see the conversation;
 * handover events record who holds the thread (thread-control.ts).
 */
export async function handleMessengerWebhook(deps: ChannelDeps, graph: GraphConfig, channel: ChannelRow, body: MessengerWebhook) {
  if (body.object !== 'page') return;
  const { pageId, pageToken } = messengerConfigOf(channel.config);
  for (const entry of body.entry ?? []) {
    if (String(entry.id) !== pageId) {
      deps.log.warn({ channelId: channel.id }, 'messenger webhook entry of another page ignored');
      continue;
    }
    const events = [...(entry.messaging ?? []).map((e) => ({ e, standby: false })), ...(entry.standby ?? []).map((e) => ({ e, standby: true }))];
    for (const { e: event, standby } of events) {
      const n = normalise(event);
      if (n.kind === 'thread') await threadMoved(deps, channel, n.psid, n.heldByOther);
      else if (n.kind === 'message') {
        await ingestInbound(
          deps,
          {
            companyId: channel.companyId,
            channelId: channel.id,
            identity: { kind: 'messenger', externalId: n.psid, name: await profileName(graph, pageToken, n.psid) },
            externalMessageId: n.mid,
            body: n.body,
            attachments: n.attachments,
          },
          channel,
        );
        // A standby message: another app holds the thread (thread-control.ts), told after the message.
        if (standby) await threadMoved(deps, channel, n.psid, true);
      } else if (n.kind === 'read') await markSeenUpTo(deps, channel.id, n.psid, n.watermark);
      else if (n.kind === 'delivery') await markByExternalIds(deps, channel.id, n.mids, 'sent');
    }
  }
}
