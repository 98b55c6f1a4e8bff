import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ApiError } from '../../../lib/api-error';
import { formatSpan } from '../../../lib/format';
import { useInteraction } from '../../../lib/api/interactions';
import { channelLabel, contactLabel, dateTime, staffLabel, subjectLabel } from './labels';
import { RatingStars } from './rating-stars';
import { Transcript } from './transcript';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  header: { display: 'flex', justifyContent: 'flex-end', marginBottom: `-${tokens.spacingVerticalM}` },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  fact: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  comment: { whiteSpace: 'pre-wrap', fontStyle: 'italic' },
});

interface HistoryDetailProps {
  id: number;
  names: Map<number, string>;
  onClose: () => void;
}

/** One closed interaction: who, when, how long, the rating and its comment, and the transcript. */
export function HistoryDetail({ id, names, onClose }: HistoryDetailProps) {
  const styles = useStyles();
  const { t } = useTranslation(['history', 'common']);
  const query = useInteraction(id);

  let body;
  if (query.isPending) body = <Spinner size="small" label={t('common:loading')} />;
  else if (query.isError)
    body =
      query.error instanceof ApiError && query.error.status === 404 ? <EmptyState title={t('detail.notFound')} /> : <EmptyState onRetry={() => void query.refetch()} />;
  else {
    const item = query.data;
    const contact = contactLabel(item, t);
    const facts: [string, ReactNode][] = [
      [t('detail.contact'), contact],
      [t('detail.channel'), channelLabel(item.channel_type, t)],
      [t('detail.owner'), staffLabel(item.owner_user_id, names, t)],
      [t('detail.closedBy'), staffLabel(item.closed_by_user_id, names, t)],
      [t('detail.createdAt'), dateTime(item.created_at, t)],
      [t('detail.closedAt'), dateTime(item.closed_at, t)],
      [t('detail.firstResponse'), formatSpan(item.created_at, item.first_response_at) ?? t('detail.noResponse')],
      [t('detail.duration'), formatSpan(item.created_at, item.closed_at) ?? t('none')],
      [t('detail.tags'), item.tag_ids.length],
      [t('detail.rating'), <RatingStars key="rating" rating={item.rating} />],
    ];
    if (item.rating_comment.trim())
      facts.push([
        t('detail.comment'),
        <span key="comment" className={styles.comment}>
          {item.rating_comment}
        </span>,
      ]);
    body = (
      <>
        <Text as="h2" size={500} weight="semibold">
          {subjectLabel(item, t)}
        </Text>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
        <Text as="h3" size={400} weight="semibold">
          {t('transcript.title')}
        </Text>
        <Transcript interactionId={id} contactName={contact} names={names} />
      </>
    );
  }

  return (
    <aside className={styles.root} aria-label={t('detail.label')}>
      <div className={styles.header}>
        <Button appearance="subtle" icon={<DismissRegular />} aria-label={t('detail.close')} onClick={onClose} />
      </div>
      {body}
    </aside>
  );
}
