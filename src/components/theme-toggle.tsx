import { Button, Tooltip } from '@fluentui/react-components';
import { WeatherMoonRegular, WeatherSunnyRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useThemeMode } from '../lib/theme';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, toggle } = useThemeMode();
  const label = mode === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <Tooltip content={label} relationship="label">
      <Button appearance="subtle" icon={mode === 'dark' ? <WeatherSunnyRegular /> : <WeatherMoonRegular />} onClick={toggle} />
    </Tooltip>
  );
}
