import { Combobox, Option } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContactSearch } from '../api/search-contacts';

interface Props {
  value: { id: number; name: string } | null;
  onChange: (contact: { id: number; name: string } | null) => void;
  id?: string;
}

/** Contact search for the issue form: typing asks the server (after a pause), picking sets the contact. */
export function ContactPicker({ value, onChange, id }: Props) {
  const { t } = useTranslation('issues');
  const [text, setText] = useState(value?.name ?? '');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text === value?.name ? '' : text), 250);
    return () => clearTimeout(timer);
  }, [text, value?.name]);
  const found = useContactSearch(query);
  const options = found.data ?? [];
  // The chosen contact stays offered even when the search does not return it.
  const shown = value && !options.some((o) => o.id === value.id) ? [value, ...options] : options;

  return (
    <Combobox
      id={id}
      freeform
      aria-label={t('form.contactSearch')}
      placeholder={t('form.contactSearch')}
      value={text}
      selectedOptions={value ? [String(value.id)] : []}
      onChange={(event) => {
        setText(event.target.value);
        if (!event.target.value) onChange(null);
      }}
      onOptionSelect={(_, data) => {
        const picked = shown.find((o) => String(o.id) === data.optionValue);
        if (!picked) return;
        setText(picked.name);
        onChange(picked);
      }}
    >
      {shown.length === 0 ? (
        <Option disabled value="">
          {t('form.noContacts')}
        </Option>
      ) : null}
      {shown.map((o) => (
        <Option key={o.id} value={String(o.id)} text={o.name}>
          {o.name}
        </Option>
      ))}
    </Combobox>
  );
}
