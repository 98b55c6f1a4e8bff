import { Radio, RadioGroup } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { DATE_PRESETS, type DatePreset } from '../../../contracts/date-range';

interface PresetListProps {
  preset: DatePreset;
  onChoose: (preset: DatePreset) => void;
}

/** Spec §9 presets; radios, so the arrow keys move between them. */
export function PresetList({ preset, onChoose }: PresetListProps) {
  const { t } = useTranslation('list');
  return (
    <RadioGroup aria-label={t('dateRange.presetsLabel')} value={preset} onChange={(_, data) => onChoose(data.value as DatePreset)}>
      {DATE_PRESETS.map((value) => (
        <Radio key={value} value={value} label={t(`dateRange.presets.${value}`)} />
      ))}
    </RadioGroup>
  );
}
