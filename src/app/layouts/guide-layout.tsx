import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { AppShell } from './app-shell';

const useStyles = makeStyles({
  back: { alignSelf: 'flex-start', marginBottom: tokens.spacingVerticalM },
});

/** /guide: the guided tour takes the whole width, so no side menu; a way back home instead. */
export default function GuideLayout() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AppShell>
      <Button className={styles.back} appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => void navigate('/')}>
        {t('notFound.back')}
      </Button>
      <Outlet />
    </AppShell>
  );
}
