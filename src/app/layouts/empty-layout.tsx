import { makeStyles, tokens } from '@fluentui/react-components';
import { Outlet } from 'react-router';

const useStyles = makeStyles({
  main: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/** Bare page (sign-in, customer service rating): the page brings its own chrome. */
export default function EmptyLayout() {
  const styles = useStyles();
  return (
    <main className={styles.main}>
      <Outlet />
    </main>
  );
}
