import { Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChatRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HEX_COLOR_PATTERN } from '../../../../../contracts/webchat.schema';
import { DEFAULT_BRAND_COLOR, DEFAULT_TEXT_COLOR, type WebchatFormValues } from './webchat-form-schema';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  panel: {
    width: '100%',
    maxWidth: '320px',
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow16,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: tokens.spacingVerticalM },
  logo: { width: '32px', height: '32px', objectFit: 'contain', borderRadius: '50%', backgroundColor: '#ffffff' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingVerticalM, minHeight: '120px' },
  bubble: {
    alignSelf: 'flex-start',
    maxWidth: '85%',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  composer: {
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground3,
  },
  launcher: {
    alignSelf: 'flex-end',
    width: '56px',
    height: '56px',
    borderRadius: '50%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '28px',
    boxShadow: tokens.shadow8,
  },
  stage: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '320px' },
});

type PreviewLang = 'mn' | 'en';
const colorOr = (value: string, fallback: string) => (HEX_COLOR_PATTERN.test(value) ? value : fallback);

/**
 * What a visitor will see, redrawn on every keystroke: the panel header in the brand and text
 * colours with the logo and name, the greeting, and the launcher button. An empty English text
 * falls back to the Mongolian one, as the widget does.
 */
export function WebChatPreview({ values }: { values: WebchatFormValues }) {
  const styles = useStyles();
  const { t } = useTranslation('settings');
  const [lang, setLang] = useState<PreviewLang>('mn');
  const brand = colorOr(values.brand_color, DEFAULT_BRAND_COLOR);
  const text = colorOr(values.text_color, DEFAULT_TEXT_COLOR);
  const pickText = (mn: string, en: string) => (lang === 'en' && en.trim() ? en : mn).trim();
  const name = pickText(values.name, values.name_en) || t('webchat.preview.placeholderName', { lng: lang });
  const greeting = pickText(values.greeting, values.greeting_en);

  return (
    <aside className={styles.root} aria-label={t('webchat.preview.title')}>
      <Text as="h2" size={500} weight="semibold">
        {t('webchat.preview.title')}
      </Text>
      <TabList size="small" selectedValue={lang} onTabSelect={(_, data) => setLang(data.value as PreviewLang)} aria-label={t('webchat.preview.language')}>
        <Tab value="mn">{t('webchat.preview.mn')}</Tab>
        <Tab value="en">{t('webchat.preview.en')}</Tab>
      </TabList>
      <div className={styles.stage}>
        <div className={styles.panel} role="group" aria-label={t('webchat.preview.panel')} lang={lang}>
          <div className={styles.header} data-part="header" style={{ backgroundColor: brand, color: text }}>
            {values.logo ? <img className={styles.logo} src={values.logo} alt="" /> : <ChatRegular aria-hidden fontSize={24} />}
            <Text weight="semibold" style={{ color: text }}>
              {name}
            </Text>
          </div>
          <div className={styles.body}>{greeting ? <div className={styles.bubble}>{greeting}</div> : null}</div>
          <div className={styles.composer}>{t('webchat.preview.composer', { lng: lang })}</div>
        </div>
        <div className={styles.launcher} role="img" aria-label={t('webchat.preview.launcher')} style={{ backgroundColor: brand, color: text }}>
          <ChatRegular aria-hidden />
        </div>
      </div>
    </aside>
  );
}
