import { Button } from '@fluentui/react-components';
import { DocumentArrowUpRegular } from '@fluentui/react-icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { KNOWLEDGE_UPLOAD_MAX_BYTES } from '../../../../contracts/knowledge.schema';
import { formatNumber } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useUploadFile } from '../api/upload-file';

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Import a PDF or DOCX (spec §5: of Word files only .docx) as a draft article. */
export function UploadButton({ folderId }: { folderId: number }) {
  const { t } = useTranslation(['knowledge', 'errors']);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFile();
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!/\.(pdf|docx)$/i.test(file.name)) {
      showToast({ intent: 'error', title: t('errors:err_knowledge_docx_only') });
      return;
    }
    if (file.size > KNOWLEDGE_UPLOAD_MAX_BYTES) {
      showToast({ intent: 'error', title: t('errors:err_knowledge_file_too_large', { max: formatNumber(KNOWLEDGE_UPLOAD_MAX_BYTES / 1024 / 1024) }) });
      return;
    }
    const saved = await upload.mutateAsync({ folder_id: folderId, file_name: file.name, data: await base64Of(file) });
    showToast({ intent: 'success', title: t('upload.done', { name: saved.name }) });
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        aria-label={t('upload.label')}
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button icon={<DocumentArrowUpRegular />} disabled={upload.isPending} onClick={() => input.current?.click()}>
        {t('upload.button')}
      </Button>
    </>
  );
}
