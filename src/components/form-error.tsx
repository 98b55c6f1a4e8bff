import { makeStyles, tokens } from '@fluentui/react-components';

// A plain alert box rather than MessageBar, whose reflow needs ResizeObserver (and weighs more).
const useStyles = makeStyles({
  box: {
    color: tokens.colorPaletteRedForeground1,
    backgroundColor: tokens.colorPaletteRedBackground1,
    border: `1px solid ${tokens.colorPaletteRedBorder1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  },
});

/** A form's refusal that names none of its fields, shown inside the form (not as a toast). */
export function FormError({ message }: { message?: string }) {
  const styles = useStyles();
  if (!message) return null;
  return (
    <div role="alert" className={styles.box}>
      {message}
    </div>
  );
}
