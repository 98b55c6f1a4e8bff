import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  note: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
});

/** A lock and one sentence: what this member may not do here, because the server refuses it. */
export function LockNote({ text, role }: { text: string; role: 'note' | 'alert' }) {
  const styles = useStyles();
  return (
    <Text className={styles.note} role={role}>
      <LockClosedRegular aria-hidden />
      {text}
    </Text>
  );
}
