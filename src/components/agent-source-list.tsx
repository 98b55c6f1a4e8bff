import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AgentKnowledgeSource } from '../../contracts/knowledge.schema';
import { formatNumber } from '../lib/format';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
});

const COLOR = { pending: 'informative', importing: 'brand', done: 'success', failed: 'danger' } as const;

/**
 * The website given in onboarding's agent step, as it is read into knowledge: importing with its
 * pages, done, or failed with the reason. Shown on onboarding's last page and in knowledge.
 */
export function AgentSourceList({ items }: { items: readonly AgentKnowledgeSource[] }) {
  const styles = useStyles();
  const { t } = useTranslation(['common', 'errors']);
  return (
    <ul className={styles.list} aria-label={t('common:agentSources.title')}>
      {items.map((s) => (
        <li key={s.id} className={styles.item}>
          <Text weight="semibold">{s.url}</Text>
          <Badge appearance="tint" color={COLOR[s.status]}>
            {t(`common:agentSources.status.${s.status}`)}
          </Badge>
          {s.pages && s.status !== 'failed' ? (
            <Text size={200}>{t('common:agentSources.pages', { done: formatNumber(s.pages.done), total: formatNumber(s.pages.total) })}</Text>
          ) : null}
          {s.status === 'failed' && s.error ? (
            <Text size={200} role="note">
              {String(t(`errors:${s.error}`, { defaultValue: t('common:agentSources.unknownReason') }))}
            </Text>
          ) : null}
          <Text size={200}>{t('common:agentSources.agent', { name: s.agent_name })}</Text>
        </li>
      ))}
    </ul>
  );
}
