import { Tooltip } from '@fluentui/react-components';
import { CallRegular, ChatMultipleRegular, ChatRegular, GlobeRegular, MailRegular, PhoneRegular } from '@fluentui/react-icons';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

const ICONS = {
  webchat: GlobeRegular,
  messenger: ChatMultipleRegular,
  viber: PhoneRegular,
  email: MailRegular,
  call: CallRegular,
  other: ChatRegular,
} as const satisfies Record<string, ComponentType<{ 'aria-label'?: string }>>;

export type KnownChannel = keyof typeof ICONS;

export function channelKey(type: string | null): KnownChannel {
  const key = (type ?? '').toLowerCase() === 'facebook' ? 'messenger' : (type ?? '').toLowerCase();
  return key in ICONS ? (key as KnownChannel) : 'other';
}

/** The channel's icon, named by the translated channel so a screen reader says it. */
export function ChannelIcon({ type }: { type: string | null }) {
  const { t } = useTranslation('interactions');
  const key = channelKey(type);
  const Icon = ICONS[key];
  const label = t(`channel.${key}`);
  return (
    <Tooltip content={label} relationship="label">
      <Icon role="img" aria-label={label} fontSize={20} />
    </Tooltip>
  );
}
