import { Button, Field, Rating, Spinner, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_RATING_MAX, ServiceRateBodySchema } from '../../../../contracts/interaction.schema';

/** The comment's limit, read from the schema the server validates with (1000). */
export const COMMENT_MAX = ServiceRateBodySchema.shape.comment.unwrap().maxLength ?? 1000;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  submit: { alignSelf: 'flex-start' },
});

interface RateFormProps {
  busy: boolean;
  onSubmit: (rating: number, comment: string) => void;
}

/** Five stars (radios: arrow keys or a click) and an optional comment. */
export function RateForm({ busy, onSubmit }: RateFormProps) {
  const styles = useStyles();
  const { t } = useTranslation('servicerate');
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (rating < 1 || busy) return;
    onSubmit(rating, comment.trim());
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        label={t('rating')}
        required
        validationState={tried && rating < 1 ? 'error' : 'none'}
        validationMessage={tried && rating < 1 ? t('chooseRating') : undefined}
      >
        <Rating value={rating} max={SERVICE_RATING_MAX} color="marigold" itemLabel={(count) => t('star', { count })} onChange={(_, data) => setRating(data.value)} />
      </Field>
      <Field label={t('comment')} hint={t('counter', { count: comment.length, max: COMMENT_MAX })}>
        <Textarea
          value={comment}
          maxLength={COMMENT_MAX}
          resize="vertical"
          placeholder={t('commentPlaceholder')}
          onChange={(_, data) => setComment(data.value.slice(0, COMMENT_MAX))}
        />
      </Field>
      <Button className={styles.submit} type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
        {busy ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}
