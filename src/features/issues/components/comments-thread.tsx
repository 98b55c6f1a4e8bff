import { Button, Field, Spinner, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../../contracts/errors';
import { ISSUE_COMMENT_MAX, type IssueComment } from '../../../../contracts/issue.schema';
import { ApiError } from '../../../lib/api-error';
import { relativeTime } from '../../../lib/format';
import { useAddComment } from '../api/add-comment';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { padding: tokens.spacingVerticalS, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  body: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, alignItems: 'flex-end' },
  field: { width: '100%' },
});

interface Props {
  issueId: number;
  comments: IssueComment[];
  /** The machine's answer: a deleted issue takes no comments. */
  canComment: boolean;
  now?: () => Date;
}

/** The comment thread, oldest first, with a box to add one (empty or too long is refused in place). */
export function CommentsThread({ issueId, comments, canComment, now = () => new Date() }: Props) {
  const styles = useStyles();
  const { t } = useTranslation('issues');
  const { t: te } = useTranslation('errors');
  const add = useAddComment(issueId);
  const [text, setText] = useState('');
  const [error, setError] = useState<{ code: ErrorCode; params?: Record<string, number> } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return setError({ code: 'err_issue_comment_empty' });
    if (body.length > ISSUE_COMMENT_MAX) return setError({ code: 'err_issue_field_too_long', params: { max: ISSUE_COMMENT_MAX } });
    try {
      await add.mutateAsync(body);
      setText('');
    } catch (e) {
      if (e instanceof ApiError && e.code) setError({ code: e.code, params: e.body as Record<string, number> });
    }
  };

  return (
    <section className={styles.root} aria-label={t('comments.title')}>
      <Text weight="semibold">{t('comments.title')}</Text>
      {comments.length === 0 ? (
        <Text italic>{t('comments.empty')}</Text>
      ) : (
        <ul className={styles.list} aria-label={t('comments.thread')}>
          {comments.map((c) => (
            <li key={c.id} className={styles.item}>
              <div className={styles.head}>
                <Text weight="semibold">{c.author?.name ?? t('comments.unknownAuthor')}</Text>
                <Text size={200}>{relativeTime(c.created_at, now())}</Text>
              </div>
              <Text className={styles.body}>{c.body}</Text>
            </li>
          ))}
        </ul>
      )}
      {canComment ? (
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <Field
            className={styles.field}
            label={t('comments.label')}
            validationState={error ? 'error' : 'none'}
            validationMessage={error ? String(te(error.code, (error.params ?? {}) as Record<string, number>)) : undefined}
          >
            <Textarea
              value={text}
              placeholder={t('comments.placeholder')}
              resize="vertical"
              onChange={(_, d) => {
                setText(d.value);
                setError(null);
              }}
            />
          </Field>
          <Button type="submit" appearance="primary" icon={add.isPending ? <Spinner size="tiny" /> : <SendRegular />} disabled={add.isPending}>
            {t('comments.add')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
