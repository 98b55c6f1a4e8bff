// Tags typed straight into a table cell (spec §5), without a picker popup.
import { Input, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  input: { minWidth: '80px', flexGrow: 1 },
});

export interface TagInputProps {
  value: string[];
  onChange: (tags: string[]) => void;
  /** Accessible name of the text box; defaults to 'Шошго нэмэх'. */
  'aria-label'?: string;
  disabled?: boolean;
}

/**
 * Table-cell tag input (spec §5). Enter adds the trimmed text; empty text is ignored; a tag
 * already present (exact, case-sensitive match after trimming) is not added again and the text
 * box is cleared, since the tag the user typed is already there. Delete or Backspace in an empty
 * text box removes the last tag; a tag's own button removes that tag.
 */
export function TagInput({ value, onChange, disabled, ...rest }: TagInputProps) {
  const styles = useStyles();
  const { t } = useTranslation('list');
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A key that confirms an IME composition is not a command.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      // Table cells often sit inside a form: Enter adds a tag, it does not submit.
      event.preventDefault();
      const tag = text.trim();
      if (!tag) return;
      if (!value.includes(tag)) onChange([...value, tag]);
      setText('');
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && text === '' && value.length > 0) {
      event.preventDefault();
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className={styles.root}>
      {value.length > 0 ? (
        <TagGroup
          size="small"
          disabled={disabled}
          onDismiss={(_, data) => {
            onChange(value.filter((tag) => tag !== data.value));
            // The dismissed tag's button disappears: keep focus in the cell.
            inputRef.current?.focus();
          }}
        >
          {value.map((tag) => (
            <Tag key={tag} value={tag} dismissible aria-label={t('tags.remove', { tag })}>
              {tag}
            </Tag>
          ))}
        </TagGroup>
      ) : null}
      <Input
        ref={inputRef}
        className={styles.input}
        size="small"
        appearance="underline"
        value={text}
        disabled={disabled}
        aria-label={rest['aria-label'] ?? t('tags.input')}
        onChange={(_, data) => setText(data.value)}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
