import type { OutboundAdapter } from '../outbound';
import { ChannelSendError } from '../outbound';
import { viberCall, type ViberApiConfig } from './api';
import { viberConfigOf } from './config';
import { choicesKeyboard } from './keyboard';

/**
 * `send_message` with the channel's bot name and avatar as the sender; a virtual agent's choices
 * (a flow's buttons) go as a keyboard.
 */
export function viberOutbound(cfg: ViberApiConfig): OutboundAdapter {
  return {
    async send({ channel, interaction, contact, message }) {
      const { token, botName, avatar } = viberConfigOf(channel.config);
      const receiver = interaction.channelIdentity ?? contact?.socialAccounts.find((a) => a.platform === 'viber')?.id;
      if (!receiver) throw new ChannelSendError('err_channel_recipient_unknown');
      const choices = message.author_type === 'bot' ? choicesKeyboard(message.body) : null;
      const sent = await viberCall<{ message_token: number | string }>(cfg, 'send_message', token, {
        receiver,
        min_api_version: 1,
        sender: { name: botName || channel.name.slice(0, 28), ...(avatar ? { avatar } : {}) },
        type: 'text',
        text: choices?.text ?? message.body,
        ...(choices ? { keyboard: choices.keyboard } : {}),
      });
      return { externalId: String(sent.message_token) };
    },
  };
}
