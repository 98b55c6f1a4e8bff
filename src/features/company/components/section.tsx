import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    maxWidth: '760px',
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** One titled block of the company settings; `ownerOnly` marks the parts only the owner may use. */
export function Section({ title, ownerOnly, children }: { title: string; ownerOnly?: boolean; children: ReactNode }) {
  const styles = useStyles();
  const { t } = useTranslation('company');
  const id = useId();
  return (
    <section className={styles.root} aria-labelledby={id}>
      <div className={styles.head}>
        <Text as="h2" id={id} size={500} weight="semibold">
          {title}
        </Text>
        {ownerOnly ? (
          <Badge appearance="tint" color="warning">
            {t('ownerOnly')}
          </Badge>
        ) : null}
      </div>
      {children}
    </section>
  );
}
