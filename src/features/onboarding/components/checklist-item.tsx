import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  done: { color: tokens.colorPaletteGreenForeground1, fontSize: '20px' },
  todo: { color: tokens.colorNeutralForeground3, fontSize: '20px' },
});

/** One line of the trial progress checklist: done (ticked) or still to do. */
export function ChecklistItem({ done, children }: { done: boolean; children: string }) {
  const styles = useStyles();
  return (
    <li className={styles.item} data-done={done}>
      {done ? <CheckmarkCircleFilled className={styles.done} aria-hidden /> : <CircleRegular className={styles.todo} aria-hidden />}
      <Text>{children}</Text>
    </li>
  );
}
