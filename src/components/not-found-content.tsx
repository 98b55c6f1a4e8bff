import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { SadBot } from '../assets/sad-bot';
import { page } from '../lib/page';

/** Spec §2 gives the title verbatim, in every language. */
export const NOT_FOUND_TITLE = '404 Page Not Found';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
    flexGrow: 1,
  },
});

export function NotFoundContent({ kind = 'notFound', onBack }: { kind?: 'notFound' | 'fatal'; onBack?: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <section className={styles.root}>
      <SadBot title={t('notFound.imageAlt')} />
      <Text as="h1" size={800} weight="semibold">
        {NOT_FOUND_TITLE}
      </Text>
      <Text size={400}>{kind === 'fatal' ? t('notFound.fatal') : t('notFound.text')}</Text>
      {/* Without a router (fatal errors) the way back is a full load, which also resets state. */}
      <Button appearance="primary" icon={<ArrowLeftRegular />} onClick={() => (onBack ? onBack() : page.assign('/'))}>
        {t('notFound.back')}
      </Button>
    </section>
  );
}
