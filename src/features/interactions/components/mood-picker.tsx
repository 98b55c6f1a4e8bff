import { ToggleButton, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_MOODS, type CustomerMood } from '../../../../contracts/interaction.schema';

const EMOJI: Record<CustomerMood, string> = { angry: '😠', frowning: '😦', normal: '😐', grinning: '😁' };

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalXS },
  emoji: { fontSize: '18px', minWidth: '36px' },
});

/** The customer's mood (spec §3): a press sets it, pressing the chosen one again clears it. */
export function MoodPicker({ value, onChange, disabled }: { value: CustomerMood | null; onChange: (mood: CustomerMood | null) => void; disabled?: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('interactions');
  return (
    <div className={styles.root} role="group" aria-label={t('mood.label')}>
      {CUSTOMER_MOODS.map((mood) => (
        <Tooltip key={mood} content={t(`mood.${mood}`)} relationship="label">
          <ToggleButton className={styles.emoji} appearance="subtle" checked={value === mood} disabled={disabled} onClick={() => onChange(value === mood ? null : mood)}>
            <span aria-hidden>{EMOJI[mood]}</span>
          </ToggleButton>
        </Tooltip>
      ))}
    </div>
  );
}

export const moodEmoji = (mood: CustomerMood) => EMOJI[mood];
