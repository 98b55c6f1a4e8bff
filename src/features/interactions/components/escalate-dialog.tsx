import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { waitFor } from 'xstate';
import { useCurrentUser } from '../../../lib/current-user';
import { usePresenceMap } from '../../../lib/realtime/realtime-provider';
import { showToast } from '../../../lib/toasts';
import { staffName, useStaff } from '../api/list-staff';
import type { InteractionActor } from '../../../lib/conversations/interaction-lifecycle';
import { NoticeBar } from './notice-bar';
import { PresenceDot } from '../../../components/presence-dot';

const useStyles = makeStyles({
  option: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export interface EscalateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actor: InteractionActor;
  /** The translated reason of the last failed escalation call. */
  lastError: () => string | null;
}

/** Escalate to a colleague (spec §4): active people with their presence; success toast or the failure message. */
export function EscalateDialog({ open, onOpenChange, actor, lastError }: EscalateDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation(['interactions', 'list']);
  const { me } = useCurrentUser();
  const presence = usePresenceMap();
  const staff = useStaff();
  const assigneeId = useSelector(actor, (s) => s.context.assigneeId);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const [chosen, setChosen] = useState<string>('');
  const [failure, setFailure] = useState<string | null>(null);

  const colleagues = staff.filter((u) => u.user_type === 'human' && u.status === 'active' && u.id !== me.ID && u.id !== assigneeId);
  const presenceOf = (id: number, fallback: (typeof staff)[number]['presence']) => (presence.size ? (presence.get(id) ?? 'offline') : fallback);

  const submit = async () => {
    const userId = Number(chosen);
    const target = colleagues.find((u) => u.id === userId);
    if (!target || !actor.getSnapshot().can({ type: 'interaction.escalate', userId })) return;
    setFailure(null);
    actor.send({ type: 'interaction.escalate', userId });
    const settled = await waitFor(actor, (s) => !s.hasTag('busy'));
    if (settled.context.lastEscalation === 'succeeded') {
      showToast({ intent: 'success', title: t('escalate.success', { name: staffName(target) }) });
      setChosen('');
      onOpenChange(false);
    } else {
      setFailure(lastError() ?? t('escalate.failure'));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => busy || (setFailure(null), onOpenChange(data.open))}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('escalate.title')}</DialogTitle>
          <DialogContent>
            {failure ? <NoticeBar intent="error">{failure}</NoticeBar> : null}
            {colleagues.length === 0 ? (
              <Text>{t('escalate.none')}</Text>
            ) : (
              <RadioGroup aria-label={t('escalate.choose')} value={chosen} onChange={(_, data) => setChosen(data.value)}>
                {colleagues.map((user) => (
                  <Radio
                    key={user.id}
                    value={String(user.id)}
                    label={
                      <span className={styles.option}>
                        <PresenceDot presence={presenceOf(user.id, user.presence)} />
                        {staffName(user)}
                      </span>
                    }
                  />
                ))}
              </RadioGroup>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
              {t('list:dialog.cancel')}
            </Button>
            <Button appearance="primary" disabled={!chosen || busy} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={() => void submit()}>
              {t('escalate.submit')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
