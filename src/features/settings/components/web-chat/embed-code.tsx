import { Button, Field, Link, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular, OpenRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { embedScript } from '../../../../../contracts/webchat.schema';
import { showToast } from '../../../../lib/toasts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  code: { fontFamily: tokens.fontFamilyMonospace },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** The snippet the company pastes into its site, with a Copy button and the demo site. */
export function EmbedCode({ widgetKey }: { widgetKey: string }) {
  const styles = useStyles();
  const { t } = useTranslation('settings');
  const script = embedScript(window.location.origin, widgetKey);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(script);
      showToast({ intent: 'success', title: t('webchat.embed.copied') });
    } catch {
      // No clipboard (insecure origin, denied): the box is still there to select by hand.
      showToast({ intent: 'error', title: t('webchat.embed.copyFailed') });
    }
  };

  return (
    <section className={styles.root} aria-labelledby="webchat-embed-title">
      <Text as="h2" id="webchat-embed-title" size={500} weight="semibold">
        {t('webchat.embed.title')}
      </Text>
      <Text>{t('webchat.embed.instruction', { head: '</head>', body: '</body>' })}</Text>
      <Field label={t('webchat.embed.code')}>
        <Textarea className={styles.code} textarea={{ className: styles.code }} value={script} readOnly rows={3} onFocus={(event) => event.target.select()} />
      </Field>
      <div className={styles.row}>
        <Button appearance="primary" icon={<CopyRegular />} onClick={() => void copy()}>
          {t('webchat.embed.copy')}
        </Button>
        <Link href="/demo/site" target="_blank" rel="noopener">
          <OpenRegular aria-hidden /> {t('webchat.embed.demo')}
        </Link>
      </div>
    </section>
  );
}
