import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SavedResponse } from '../../../../contracts/saved-response.schema';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    bottom: '100%',
    left: 0,
    right: 0,
    marginBottom: tokens.spacingVerticalXS,
    maxHeight: '240px',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
    zIndex: 100,
    padding: tokens.spacingVerticalXS,
  },
  option: {
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusSmall,
    cursor: 'pointer',
  },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected },
  answer: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  none: { padding: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
});

export interface SavedResponseListProps {
  id: string;
  typedKey: string;
  items: readonly SavedResponse[];
  active: number;
  onChoose: (item: SavedResponse) => void;
  onHover: (index: number) => void;
}

export const optionId = (listId: string, index: number) => `${listId}-opt-${index}`;

/** The `/key` suggestions above the composer; the textarea keeps focus and drives it by keyboard. */
export function SavedResponseList({ id, typedKey, items, active, onChoose, onHover }: SavedResponseListProps) {
  const styles = useStyles();
  const { t } = useTranslation('interactions');
  return (
    <div className={styles.root} id={id} role="listbox" aria-label={t('composer.savedResponses')}>
      {items.length === 0 ? (
        <Text className={styles.none}>{typedKey ? t('composer.noSavedResponses', { key: typedKey }) : t('composer.noSavedResponsesYet')}</Text>
      ) : null}
      {items.map((item, index) => (
        // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the composer keeps focus and points here with aria-activedescendant
        <div
          key={item.id}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          className={mergeClasses(styles.option, index === active && styles.active)}
          // mousedown, not click: the textarea must not lose focus first.
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(item);
          }}
          onMouseEnter={() => onHover(index)}
        >
          <Text weight="semibold">/{item.key}</Text>
          <Text size={200} className={styles.answer}>
            {item.answer}
          </Text>
        </div>
      ))}
    </div>
  );
}
