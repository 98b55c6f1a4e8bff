import { Button, Link, MessageBar, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, AttachRegular, DeleteRegular } from '@fluentui/react-icons';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_MAX_BYTES } from '../../../../contracts/constants';
import type { IssueAttachment } from '../../../../contracts/issue.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-message';
import { showToast } from '../../../lib/toasts';
import { useDeleteAttachment } from '../api/delete-attachment';
import { attachmentUrl, useUploadAttachment } from '../api/upload-attachment';
import { formatSize, isTooLarge } from '../lib/attachment-file';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { flexGrow: 1, overflowWrap: 'anywhere' },
  hidden: { display: 'none' },
});

interface Props {
  issueId: number;
  attachments: IssueAttachment[];
  /** Upload and remove: the permission and the machine (an open issue) both allow it. */
  canAttach: boolean;
}

/**
 * Attachments: download links, and for those who may, upload (a file over 1 MB is refused here,
 * before anything is sent; the server's own refusal is shown the same way) and remove.
 */
export function AttachmentsList({ issueId, attachments, canAttach }: Props) {
  const styles = useStyles();
  const { t } = useTranslation('issues');
  const upload = useUploadAttachment(issueId);
  const remove = useDeleteAttachment(issueId);
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [removing, setRemoving] = useState<IssueAttachment | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setRefusal(null);
    if (isTooLarge(file)) return setRefusal(t('attachments.tooLarge', { name: file.name, max: ATTACHMENT_MAX_BYTES / (1024 * 1024) }));
    try {
      const saved = await upload.mutateAsync(file);
      showToast({ intent: 'success', title: t('attachments.uploaded', { name: saved.name }) });
    } catch (e) {
      setRefusal(e instanceof ApiError ? describeError(e) : String(e));
    }
  };

  return (
    <section className={styles.root} aria-label={t('attachments.title')}>
      <Text weight="semibold">{t('attachments.title')}</Text>
      {attachments.length === 0 ? (
        <Text italic>{t('attachments.empty')}</Text>
      ) : (
        <ul className={styles.list} aria-label={t('attachments.list')}>
          {attachments.map((a) => (
            <li key={a.id} className={styles.item}>
              <ArrowDownloadRegular aria-hidden />
              <Link className={styles.name} href={attachmentUrl(issueId, a.id)} download={a.name} aria-label={t('attachments.download', { name: a.name })}>
                {a.name}
              </Link>
              <Text size={200}>{formatSize(a.size)}</Text>
              {canAttach ? (
                <Button appearance="subtle" size="small" icon={<DeleteRegular />} aria-label={t('attachments.remove', { name: a.name })} onClick={() => setRemoving(a)} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {refusal ? <MessageBar intent="error">{refusal}</MessageBar> : null}
      {canAttach ? (
        <div>
          <input ref={input} className={styles.hidden} type="file" aria-label={t('attachments.upload')} onChange={(e) => void onFile(e)} />
          <Button icon={upload.isPending ? <Spinner size="tiny" /> : <AttachRegular />} disabled={upload.isPending} onClick={() => input.current?.click()}>
            {upload.isPending ? t('attachments.uploading') : t('attachments.upload')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('attachments.removeTitle')}
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync(removing.id);
          showToast({ intent: 'success', title: t('attachments.removed', { name: removing.name }) });
        }}
      >
        {removing ? t('attachments.removeBody', { name: removing.name }) : null}
      </ConfirmDialog>
    </section>
  );
}
