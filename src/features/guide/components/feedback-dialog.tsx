import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Rating,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FEEDBACK_CATEGORIES, FEEDBACK_DETAILS_MAX, FEEDBACK_LIMIT, FEEDBACK_PATH_MAX, type FeedbackCategory } from '../../../../contracts/feedback.schema';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useSendFeedback } from '../api/send-feedback';
import { EMPTY_FEEDBACK, feedbackProblems, type FeedbackDraft } from './feedback-rules';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  intro: { color: tokens.colorNeutralForeground3 },
});

/** The feedback dialog of spec §1/§3: category, details (required, ≤ 2000) and a rating 1–5. */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('guide');
  const { pathname } = useLocation();
  const send = useSendFeedback();
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY_FEEDBACK);
  const [tried, setTried] = useState(false);
  const problems = tried ? feedbackProblems(draft) : {};
  const change = (patch: Partial<FeedbackDraft>) => setDraft((previous) => ({ ...previous, ...patch }));

  const tooMany = send.error instanceof ApiError && send.error.status === 429;

  const close = () => {
    if (send.isPending) return;
    setDraft(EMPTY_FEEDBACK);
    setTried(false);
    send.reset();
    onClose();
  };

  const submit = () => {
    setTried(true);
    if (Object.keys(feedbackProblems(draft)).length > 0 || !draft.category) return;
    send.mutateAsync({ category: draft.category, details: draft.details.trim(), rating: draft.rating, page_path: pathname.slice(0, FEEDBACK_PATH_MAX) }).then(
      () => {
        showToast({ intent: 'success', title: t('feedback.sent') });
        setDraft(EMPTY_FEEDBACK);
        setTried(false);
        send.reset();
        onClose();
      },
      () => {}, // told in the dialog (the hourly limit) or by the HTTP client's toast; the draft stays
    );
  };

  const message = (problem?: string) => (problem ? t(`feedback.errors.${problem as 'category'}`, { max: FEEDBACK_DETAILS_MAX }) : undefined);

  return (
    <Dialog open={open} onOpenChange={(_, data) => data.open || close()}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{t('feedback.title')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Text className={styles.intro}>{t('feedback.intro')}</Text>
              {tooMany ? (
                <MessageBar intent="warning">
                  <MessageBarBody>{t('feedback.tooMany', { limit: FEEDBACK_LIMIT })}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Field label={t('feedback.category')} required validationState={problems.category ? 'error' : 'none'} validationMessage={message(problems.category)}>
                <RadioGroup value={draft.category ?? ''} onChange={(_, data) => change({ category: data.value as FeedbackCategory })}>
                  {FEEDBACK_CATEGORIES.map((category) => (
                    <Radio key={category} value={category} label={t(`feedback.categories.${category}`)} />
                  ))}
                </RadioGroup>
              </Field>
              <Field
                label={t('feedback.details')}
                required
                hint={t('feedback.detailsHint', { count: draft.details.trim().length, max: FEEDBACK_DETAILS_MAX })}
                validationState={problems.details ? 'error' : 'none'}
                validationMessage={message(problems.details)}
              >
                <Textarea resize="vertical" rows={5} value={draft.details} onChange={(_, data) => change({ details: data.value })} />
              </Field>
              <Field label={t('feedback.rating')} required validationState={problems.rating ? 'error' : 'none'} validationMessage={message(problems.rating)}>
                <Rating
                  value={draft.rating}
                  max={5}
                  color="marigold"
                  itemLabel={(n) => t('feedback.ratingItem', { n })}
                  onChange={(_, data) => change({ rating: data.value })}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={send.isPending} onClick={close}>
                {t('feedback.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={send.isPending}>
                {t('feedback.send')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
