import { Button } from '@fluentui/react-components';
import { HandRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { useInteractionEvent } from '../api/post-interaction-event';
import { conversationPath } from '../realtime/interactions-realtime-effect';

/** Assigns a queued conversation to me and opens it. */
export function TakeButton({ id, name, compact = false }: { id: number; name: string; compact?: boolean }) {
  const { t } = useTranslation('interactions');
  const { me } = useCurrentUser();
  const navigate = useNavigate();
  const take = useInteractionEvent(id);
  return (
    <Button
      size={compact ? 'small' : 'medium'}
      appearance="primary"
      icon={<HandRightRegular />}
      disabled={take.isPending}
      aria-label={t('list.takeLabel', { name })}
      onClick={(event) => {
        event.stopPropagation();
        event.preventDefault();
        take.mutate({ type: 'interaction.assign', userId: me.ID }, { onSuccess: () => void navigate(conversationPath(id)) });
      }}
    >
      {t('list.take')}
    </Button>
  );
}
