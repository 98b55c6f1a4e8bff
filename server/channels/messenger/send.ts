import { and, desc, eq } from 'drizzle-orm';
import { messages } from '../../db/schema';
import { messengerReplyKind } from '../../../contracts';
import type { OutboundAdapter } from '../outbound';
import { ChannelSendError } from '../outbound';
import { graphCall, type GraphConfig } from './graph';
import { messengerConfigOf } from './config';
import type { ChannelDeps } from '../deps';
import { takeThreadIfHeld } from './thread-control';

/** How a reply may go out this long after the customer's last message (contracts/messenger-window.ts), or null when it may not. */
export function messagingTypeFor(sinceCustomerMs: number): { messaging_type: 'RESPONSE' } | { messaging_type: 'MESSAGE_TAG'; tag: 'HUMAN_AGENT' } | null {
  const kind = messengerReplyKind(sinceCustomerMs);
  if (kind === 'response') return { messaging_type: 'RESPONSE' };
  if (kind === 'human_agent') return { messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' };
  return null;
}

/**
 * The Send API (`POST /{version}/me/messages`) under the window rule, after taking the thread back
 * when another app holds it (thread-control.ts). `deps` stores the conversation's line about it.
 */
export function messengerOutbound(cfg: GraphConfig, deps: () => Pick<ChannelDeps, 'db' | 'writer' | 'realtime'>, now: () => number = Date.now): OutboundAdapter {
  return {
    async send({ db, channel, interaction, contact, message }) {
      const { pageToken } = messengerConfigOf(channel.config);
      const recipient = interaction.channelIdentity ?? contact?.socialAccounts.find((a) => a.platform === 'messenger')?.id;
      if (!recipient) throw new ChannelSendError('err_channel_recipient_unknown');
      const [last] = await db
        .select({ at: messages.createdAt })
        .from(messages)
        .where(and(eq(messages.interactionId, interaction.id), eq(messages.authorType, 'contact')))
        .orderBy(desc(messages.seq))
        .limit(1);
      const type = last ? messagingTypeFor(now() - last.at.getTime()) : null;
      if (!type) throw new ChannelSendError('err_channel_window_closed');
      await takeThreadIfHeld(deps(), cfg, pageToken, channel, recipient);
      const sent = await graphCall<{ recipient_id: string; message_id: string }>(cfg, 'me/messages', pageToken, {
        method: 'POST',
        body: { recipient: { id: recipient }, ...type, message: { text: message.body } },
      });
      return { externalId: sent.message_id };
    },
  };
}
