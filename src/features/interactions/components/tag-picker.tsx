import { Badge, Option, makeStyles, tokens } from '@fluentui/react-components';
import { Dropdown } from '../../../components/dropdown';
import { StarFilled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { InteractionTagItem } from '../../../../contracts/interaction-tag.schema';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  important: { color: tokens.colorPaletteRedForeground1 },
});

export function TagChips({ tags }: { tags: InteractionTagItem[] }) {
  const styles = useStyles();
  const { t } = useTranslation('interactions');
  return (
    <div className={styles.chips}>
      {tags.map((tag) => (
        <Badge
          key={tag.id}
          appearance={tag.is_important ? 'filled' : 'tint'}
          color={tag.is_important ? 'danger' : 'brand'}
          icon={tag.is_important ? <StarFilled aria-label={t('tags.important')} /> : undefined}
          title={tag.description || undefined}
          data-important={tag.is_important || undefined}
        >
          {tag.name}
        </Badge>
      ))}
    </div>
  );
}

/** Several of the company's interaction tags; important ones stand out (starred, in red). */
export function TagPicker({ tags, value, onChange, disabled }: { tags: InteractionTagItem[]; value: number[]; onChange: (ids: number[]) => void; disabled?: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('interactions');
  const chosen = tags.filter((tag) => value.includes(tag.id));
  return (
    <div className={styles.root}>
      <Dropdown
        multiselect
        aria-label={t('tags.label')}
        placeholder={t('tags.placeholder')}
        disabled={disabled}
        value={chosen.map((tag) => tag.name).join(', ')}
        selectedOptions={value.map(String)}
        onOptionSelect={(_, data) => onChange(data.selectedOptions.map(Number))}
      >
        {tags.map((tag) => (
          <Option key={tag.id} value={String(tag.id)} text={tag.name}>
            {tag.is_important ? <StarFilled className={styles.important} aria-label={t('tags.important')} /> : null}
            {tag.name}
          </Option>
        ))}
      </Dropdown>
      <TagChips tags={chosen} />
    </div>
  );
}
