import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Radio, RadioGroup, Spinner, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../../contracts/contact.schema';
import { showToast } from '../../../lib/toasts';
import { useMergeContacts } from '../api/merge-contacts';
import { contactName } from '../lib/display-name';

interface Props {
  /** The two selected contacts. */
  pair: [Contact, Contact];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMerged: () => void;
}

const describe = (c: Contact) => [c.phone, c.email].filter(Boolean).join(' · ');

/** Merge two contacts: the user picks the one to keep; refusals (messenger accounts) come as a toast. */
export function MergeDialog({ pair, open, onOpenChange, onMerged }: Props) {
  const { t } = useTranslation('contacts');
  const merge = useMergeContacts();
  const [keepId, setKeepId] = useState(pair[0].id);
  const keep = pair.find((c) => c.id === keepId) ?? pair[0];
  const gone = pair.find((c) => c.id !== keep.id)!;
  const confirm = async () => {
    try {
      const kept = await merge.mutateAsync({ keep_id: keep.id, merge_id: gone.id });
      showToast({ intent: 'success', title: t('merge.done', { name: contactName(kept) }) });
      onMerged();
      onOpenChange(false);
    } catch {
      // The HTTP client's toast says why; the dialog stays for another choice or Cancel.
    }
  };
  return (
    <Dialog open={open} onOpenChange={(_, d) => merge.isPending || onOpenChange(d.open)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('merge.title')}</DialogTitle>
          <DialogContent>
            <Text block>{t('merge.body')}</Text>
            <RadioGroup aria-label={t('merge.keep')} value={String(keep.id)} onChange={(_, d) => setKeepId(Number(d.value))}>
              {pair.map((c) => (
                <Radio key={c.id} value={String(c.id)} label={`${t('merge.keep')}: ${contactName(c) || t('list.unnamed')} (${describe(c)})`} />
              ))}
            </RadioGroup>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={merge.isPending} onClick={() => onOpenChange(false)}>
              {t('form.cancel')}
            </Button>
            <Button appearance="primary" disabled={merge.isPending} icon={merge.isPending ? <Spinner size="tiny" /> : undefined} onClick={() => void confirm()}>
              {t('merge.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
