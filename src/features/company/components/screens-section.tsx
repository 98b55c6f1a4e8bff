import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateMonitoringScreenBodySchema, MONITORING_SCREEN_NAME_MAX } from '../../../../contracts/monitoring.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { useCreateScreen } from '../api/create-screen';
import { useScreens } from '../api/list-screens';
import { useRevokeScreen } from '../api/revoke-screen';
import { Section } from './section';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  link: { wordBreak: 'break-all', fontFamily: tokens.fontFamilyMonospace },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/**
 * Kiosk links for the wall screen on TVs (settings editors; the server asks settings.edit too):
 * name one, copy its link once, revoke it later.
 */
export function ScreensSection() {
  const styles = useStyles();
  const { t } = useTranslation('company');
  const screens = useScreens(true);
  const create = useCreateScreen();
  const revoke = useRevokeScreen();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);
  const submit = () => {
    // The contract's rule, the same the server runs.
    const parsed = CreateMonitoringScreenBodySchema.safeParse({ name });
    if (!parsed.success) return setError(name.trim() ? t('screens.nameTooLong', { max: MONITORING_SCREEN_NAME_MAX }) : t('screens.nameEmpty'));
    setError(null);
    create.mutate(parsed.data.name, {
      onSuccess: ({ token }) => {
        setName('');
        setLink(`${window.location.origin}/monitoring?screen=${encodeURIComponent(token)}`);
      },
    });
  };
  return (
    <Section title={t('screens.title')}>
      <Text>{t('screens.intro')}</Text>
      <div className={styles.row}>
        <Field label={t('screens.name')} validationMessage={error ?? undefined} validationState={error ? 'error' : 'none'}>
          <Input value={name} maxLength={MONITORING_SCREEN_NAME_MAX + 1} onChange={(_, d) => setName(d.value)} />
        </Field>
        <Button appearance="primary" onClick={submit} disabled={create.isPending}>
          {t('screens.create')}
        </Button>
      </div>
      {link ? (
        <Text role="status">
          {t('screens.created')}{' '}
          <span className={styles.link} data-testid="screen-link">
            {link}
          </span>
        </Text>
      ) : null}
      <ul className={styles.list}>
        {screens.data?.items.map((s) => (
          <li key={s.id}>
            {s.name} · {s.last_used_at ? t('screens.lastUsed', { at: formatDateTime(s.last_used_at) }) : t('screens.neverUsed')}{' '}
            <Button size="small" appearance="subtle" onClick={() => setRevoking({ id: s.id, name: s.name })}>
              {t('screens.revoke')}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('screens.revokeTitle', { name: revoking?.name ?? '' })}
        onConfirm={() => revoke.mutateAsync(revoking!.id).then(() => setRevoking(null))}
      >
        {t('screens.revokeText')}
      </ConfirmDialog>
    </Section>
  );
}
