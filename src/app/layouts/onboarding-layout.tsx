import { makeStyles, tokens } from '@fluentui/react-components';
import { Outlet, useNavigate } from 'react-router';
import { MinimalHeader } from './minimal-header';

const useStyles = makeStyles({
  main: {
    flexGrow: 1,
    display: 'flex',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  content: { width: '100%', maxWidth: '880px' },
});

/** Onboarding wizard pages: no main menu until the company exists. */
export default function OnboardingLayout() {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <>
      <MinimalHeader onNavigate={(to) => navigate(to)} />
      <main className={styles.main}>
        <div className={styles.content}>
          <Outlet />
        </div>
      </main>
    </>
  );
}
