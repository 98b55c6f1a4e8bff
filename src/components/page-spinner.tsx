import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

// Hand-drawn rather than Fluent's Spinner: it shows on every first load, so it must weigh nothing.
const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '50vh' },
  ring: {
    width: '32px',
    height: '32px',
    boxSizing: 'border-box',
    borderRadius: '50%',
    border: `3px solid ${tokens.colorNeutralStroke2}`,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { to: { transform: 'rotate(360deg)' } },
    animationDuration: '0.9s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'linear',
  },
});

export function PageSpinner() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.root}>
      <div className={styles.ring} role="progressbar" aria-label={t('loading')} />
    </div>
  );
}
