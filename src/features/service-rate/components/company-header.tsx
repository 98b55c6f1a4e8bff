import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ServiceRateInfo } from '../../../../contracts/interaction.schema';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    borderTopLeftRadius: tokens.borderRadiusXLarge,
    borderTopRightRadius: tokens.borderRadiusXLarge,
  },
  logo: { width: '48px', height: '48px', objectFit: 'contain', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground1 },
});

/** Only a plain CSS colour from the server reaches the style (web-chat settings store hex colours). */
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The company as its customers know it: logo and brand colour when the web chat has them. */
export function CompanyHeader({ info }: { info: ServiceRateInfo }) {
  const styles = useStyles();
  const { t } = useTranslation('servicerate');
  const brand = info.brand_color && HEX_COLOR.test(info.brand_color) ? info.brand_color : undefined;
  return (
    <header className={styles.root} style={brand ? { backgroundColor: brand } : undefined} data-brand={brand}>
      {info.logo ? <img className={styles.logo} src={info.logo} alt={t('logo', { company: info.company_name })} /> : null}
      <Text as="h1" size={600} weight="semibold">
        {info.company_name}
      </Text>
    </header>
  );
}
