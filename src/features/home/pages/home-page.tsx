import { Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MenuIcon } from '../../../components/menu-icon';
import { media } from '../../../lib/breakpoints';
import { displayName, useCurrentUser } from '../../../lib/current-user';
import { visibleMenu } from '../../../lib/menu';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    [media.upMd]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.upXl]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
  icon: { fontSize: '28px', color: tokens.colorBrandForeground1 },
});

/** Home: a welcome and a card per area this user can reach (the same rules as the menu). */
export default function HomePage() {
  const styles = useStyles();
  const { t } = useTranslation(['common', 'menu']);
  const navigate = useNavigate();
  const { me } = useCurrentUser();

  return (
    <section className={styles.root}>
      <Text as="h1" size={800} weight="semibold">
        {t('home.welcome', { name: me.first_name || displayName(me) })}
      </Text>
      <Text size={400}>{t('home.intro')}</Text>
      <div className={styles.grid}>
        {visibleMenu(me).map((item) => (
          <Card key={item.key} onClick={() => navigate(item.to)} aria-label={t(`menu:${item.key}`)}>
            <CardHeader image={<MenuIcon name={item.key} className={styles.icon} />} header={<Text weight="semibold">{t(`menu:${item.key}`)}</Text>} />
          </Card>
        ))}
      </div>
    </section>
  );
}
