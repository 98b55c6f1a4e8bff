import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { GuideMediaSection } from './guide-media-section';
import { HelpGuideList } from './help-guide-list';
import { SettingsGuideList } from './settings-guide-list';
import { StartTourButton } from './start-tour-button';

const useStyles = makeStyles({
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  tour: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorBrandBackground2,
    borderRadius: tokens.borderRadiusLarge,
  },
});

/** The tour card, the help guides and the settings guides. */
export function GuideSections() {
  const styles = useStyles();
  const { t } = useTranslation('guide');
  return (
    <>
      <section className={styles.tour} data-tour="help-tour" aria-labelledby="guide-tour-title">
        <div className={styles.heading}>
          <Text id="guide-tour-title" as="h2" size={500} weight="semibold">
            {t('tourCard.title')}
          </Text>
          <Text>{t('tourCard.body')}</Text>
        </div>
        <StartTourButton />
      </section>

      <GuideMediaSection />

      <section className={styles.section} aria-labelledby="guide-help-title">
        <Text id="guide-help-title" as="h2" size={500} weight="semibold">
          {t('helpGuides.title')}
        </Text>
        <HelpGuideList />
      </section>

      <section className={styles.section} aria-labelledby="guide-settings-title">
        <Text id="guide-settings-title" as="h2" size={500} weight="semibold">
          {t('settingsGuides.title')}
        </Text>
        <Text className={styles.muted}>{t('settingsGuides.intro')}</Text>
        <SettingsGuideList />
      </section>
    </>
  );
}
