import { Button, Toolbar, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, PersonArrowRightRegular, StarRegular, TicketDiagonalRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { mayActAsHolder } from '../../../../contracts/interaction-holder';
import { showToast } from '../../../lib/toasts';
import { useCurrentUser } from '../../../lib/current-user';
import { useLinkNavigate } from '../../../lib/link-click';
import { can as allowed } from '../../../lib/permissions';
import { useInteractionEvent } from '../api/post-interaction-event';
import type { InteractionActor } from '../../../lib/conversations/interaction-lifecycle';
import { CloseDialog } from './close-dialog';
import { ACTION_PARAM } from './conversation-row-menu';
import { EscalateDialog } from './escalate-dialog';
import { TakeButton } from './take-button';

const useStyles = makeStyles({ root: { gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' } });

export interface ConversationActionsProps {
  actor: InteractionActor;
  interactionId: number;
  contactName: string;
  subject: string;
  lastEscalationError: () => string | null;
}

/**
 * Only what the interaction machine allows now: take, escalate, close, request a rating; and an
 * issue from it. A conversation someone else holds is theirs to escalate or close (the server
 * refuses it too): after an escalation the former owner sees it read-only.
 */
export function ConversationActions({ actor, interactionId, contactName, subject, lastEscalationError }: ConversationActionsProps) {
  const styles = useStyles();
  const { t } = useTranslation('interactions');
  const can = useSelector(
    actor,
    (s) => ({
      assign: s.hasTag('canAssign'),
      escalate: s.hasTag('canEscalate'),
      close: s.hasTag('canClose'),
      requestRating: s.hasTag('canRequestRating'),
      busy: s.hasTag('busy'),
    }),
    (a, b) => a.assign === b.assign && a.escalate === b.escalate && a.close === b.close && a.requestRating === b.requestRating && a.busy === b.busy,
  );
  const [dialog, setDialog] = useState<'escalate' | 'close' | null>(null);
  const requestRating = useInteractionEvent(interactionId);
  const { me } = useCurrentUser();
  const holder = useSelector(actor, (s) => (s.matches({ open: 'agent' }) ? s.context.assigneeId : null));
  const mine = mayActAsHolder({ stage: holder === null ? null : 'agent', ownerUserId: holder }, { id: me.ID, permissions: me.permissions });
  const go = useLinkNavigate();
  // A row's context menu asks for transfer or close through the address: that dialog shows
  // until it is closed, which forgets the ask.
  const [params, setParams] = useSearchParams();
  const asked = params.get(ACTION_PARAM);
  const shown = dialog ?? ((asked === 'escalate' && can.escalate) || (asked === 'close' && can.close) ? asked : null);
  const show = (next: 'escalate' | 'close' | null) => {
    setDialog(next);
    if (asked !== null)
      setParams(
        (previous) => {
          const without = new URLSearchParams(previous);
          without.delete(ACTION_PARAM);
          return without;
        },
        { replace: true },
      );
  };
  // The issue form opens with this conversation's contact, channel and subject filled in.
  const newIssue = `/issues?from_interaction=${interactionId}`;

  return (
    <>
      <Toolbar className={styles.root} aria-label={t('actions.label')}>
        {can.assign ? <TakeButton id={interactionId} name={contactName} compact /> : null}
        {(can.escalate && mine) || can.busy ? (
          <Button size="small" icon={<PersonArrowRightRegular />} disabled={can.busy} onClick={() => setDialog('escalate')}>
            {t('actions.escalate')}
          </Button>
        ) : null}
        {can.close && mine ? (
          <Button size="small" icon={<CheckmarkCircleRegular />} onClick={() => setDialog('close')}>
            {t('actions.close')}
          </Button>
        ) : null}
        {can.requestRating ? (
          <Button
            size="small"
            icon={<StarRegular />}
            disabled={requestRating.isPending}
            onClick={() => requestRating.mutate({ type: 'interaction.requestRating' }, { onSuccess: () => showToast({ intent: 'success', title: t('rating.success') }) })}
          >
            {t('actions.requestRating')}
          </Button>
        ) : null}
        {allowed(me, 'issue.edit_resolve') ? (
          <Button as="a" size="small" icon={<TicketDiagonalRegular />} href={newIssue} onClick={go(newIssue)}>
            {t('actions.createIssue')}
          </Button>
        ) : null}
      </Toolbar>
      {shown === 'escalate' && (mine || can.busy) ? (
        <EscalateDialog open onOpenChange={(open) => show(open ? 'escalate' : null)} actor={actor} lastError={lastEscalationError} />
      ) : null}
      {shown === 'close' && mine ? <CloseDialog open onOpenChange={(open) => show(open ? 'close' : null)} interactionId={interactionId} subject={subject} /> : null}
    </>
  );
}
