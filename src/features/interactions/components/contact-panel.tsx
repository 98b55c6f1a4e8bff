import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { InteractionSummary } from '../../../../contracts/interaction.schema';
import { formatDateTime, formatSpan } from '../../../lib/format';
import { useInteractionTags } from '../../../lib/api/interaction-tags';
import { useUpdateInteractionMeta } from '../api/update-interaction-meta';
import { useMayWrite } from '../hooks/may-write';
import { ChannelIcon, channelKey } from './channel-icon';
import { ContactPhones } from './contact-phones';
import { MoodPicker } from './mood-picker';
import { TagPicker } from './tag-picker';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalM },
  list: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  def: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** Who the customer is and the conversation's facts; mood and tags are edited here (PUT /meta). */
export function ContactPanel({ summary, contactName }: { summary: InteractionSummary; contactName: string }) {
  const styles = useStyles();
  const { t } = useTranslation('interactions');
  const tags = useInteractionTags({ staleTime: 60_000 });
  const meta = useUpdateInteractionMeta(summary.id);
  const mayWrite = useMayWrite(summary);
  const firstResponse = formatSpan(summary.created_at, summary.first_response_at) ?? t('contact.firstResponseNone');

  return (
    <section className={styles.root} aria-label={t('contact.title')}>
      <Text as="h2" size={400} weight="semibold">
        {t('contact.title')}
      </Text>
      <dl className={styles.list}>
        <dt className={styles.term}>{t('contact.name')}</dt>
        <dd className={styles.def}>{contactName}</dd>
        <ContactPhones contactId={summary.contact_id} termClass={styles.term} defClass={styles.def} />
        <dt className={styles.term}>{t('contact.channel')}</dt>
        <dd className={styles.def}>
          <ChannelIcon type={summary.channel_type} />
          {t(`channel.${channelKey(summary.channel_type)}`)}
        </dd>
        <dt className={styles.term}>{t('contact.started')}</dt>
        <dd className={styles.def}>{formatDateTime(summary.created_at)}</dd>
        <dt className={styles.term}>{t('contact.firstResponse')}</dt>
        <dd className={styles.def}>{firstResponse}</dd>
        {summary.subject ? (
          <>
            <dt className={styles.term}>{t('contact.subject')}</dt>
            <dd className={styles.def}>{summary.subject}</dd>
          </>
        ) : null}
      </dl>
      <div className={styles.section}>
        <Text weight="semibold">{t('contact.mood')}</Text>
        <MoodPicker value={summary.mood} disabled={meta.isPending || !mayWrite} onChange={(mood) => meta.mutate({ mood })} />
      </div>
      <div className={styles.section}>
        <Text weight="semibold">{t('contact.tags')}</Text>
        <TagPicker tags={tags.data ?? []} value={summary.tag_ids} disabled={meta.isPending || !mayWrite} onChange={(tag_ids) => meta.mutate({ tag_ids })} />
      </div>
    </section>
  );
}
