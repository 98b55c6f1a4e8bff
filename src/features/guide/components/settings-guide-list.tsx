import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SETTINGS_GUIDES } from '../data/guides';
import { GuideCard } from './guide-card';
import { useArticleParam } from './use-article-param';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
});

/** Settings guides of spec §2: Gmail, mail (IMAP), web chat, Facebook, each a step-by-step article. */
export function SettingsGuideList() {
  const styles = useStyles();
  const { t } = useTranslation('guide');
  const article = useArticleParam();
  return (
    <div className={styles.grid} role="list" aria-label={t('settingsGuides.title')}>
      {SETTINGS_GUIDES.map((id) => (
        <div role="listitem" key={id}>
          <GuideCard
            title={t(`articles.${id}.title`)}
            description={t(`articles.${id}.description`)}
            linkLabel={t('settingsGuides.open')}
            href={article.hrefOf(id)}
            onLinkClick={article.onLinkClick(id)}
          />
        </div>
      ))}
    </div>
  );
}
