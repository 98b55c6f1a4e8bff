import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message';
import { showToast } from '../../../lib/toasts';
import { useAllowedHosts, useSetAllowedHosts } from '../api/allowed-hosts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '640px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  input: { flexGrow: 1 },
});

/** Hosts the server may fetch on private networks (an intranet wiki); every other private address is refused. */
export function AllowedHosts() {
  const styles = useStyles();
  const { t } = useTranslation('knowledge');
  const hosts = useAllowedHosts(true);
  const save = useSetAllowedHosts();
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const value = typed ?? hosts.data?.join(', ') ?? '';
  const onSave = async () => {
    setError(undefined);
    try {
      const list = value.split(/[\s,]+/).filter(Boolean);
      await save.mutateAsync(list);
      setTyped(null);
      showToast({ intent: 'success', title: t('hosts.saved') });
    } catch (err) {
      setError(describeError(err));
    }
  };
  return (
    <section className={styles.root} aria-labelledby="knowledge-hosts">
      <Text as="h2" size={500} weight="semibold" id="knowledge-hosts">
        {t('hosts.title')}
      </Text>
      <Text size={200}>{t('hosts.hint')}</Text>
      <div className={styles.row}>
        <Field className={styles.input} label={t('hosts.label')} validationMessage={error} validationState={error ? 'error' : undefined}>
          <Input value={value} placeholder="wiki.intranet.local, 10.0.0.5" onChange={(_, d) => setTyped(d.value)} />
        </Field>
        <Button onClick={() => void onSave()} disabled={save.isPending || hosts.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </section>
  );
}
