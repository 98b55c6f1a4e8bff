import { useCallback, useState } from 'react';
import { ATTACHMENT_MAX_BYTES } from '../../../../contracts/constants';
import { attachmentFileViolation } from '../../../../contracts/message.schema';
import type { OutgoingFile } from '../../../lib/conversations/outbox';
import { uploadEmailAttachment } from '../api/upload-email-attachment';

/** Why a file was not taken: the rule's catalogue code (checked here), or the server's refusal. */
export interface FileRefusal {
  name: string;
  code: ReturnType<typeof attachmentFileViolation>;
  error: unknown;
}

/** The values the attachment codes' sentences name. */
export const ATTACHMENT_LIMIT_VALUES = { max: ATTACHMENT_MAX_BYTES, max_mb: ATTACHMENT_MAX_BYTES / (1024 * 1024) };

const kindOfMime = (mime: string): OutgoingFile['kind'] =>
  mime.startsWith('image/') ? 'image' : mime.startsWith('video/') ? 'video' : mime.startsWith('audio/') ? 'audio' : 'file';

/**
 * The files of the reply being written (e-mail conversations): each chosen file is checked by the
 * attachment rule (contracts) and, if it passes, uploaded at once; the reply then names their ids.
 */
export function useComposerFiles(interactionId: number) {
  const [files, setFiles] = useState<OutgoingFile[]>([]);
  const [uploading, setUploading] = useState<string[]>([]);
  const [refusals, setRefusals] = useState<FileRefusal[]>([]);

  const pick = useCallback(
    async (chosen: readonly File[]) => {
      setRefusals([]);
      for (const file of chosen) {
        const code = attachmentFileViolation(file);
        if (code) {
          setRefusals((r) => [...r, { name: file.name, code, error: null }]);
          continue;
        }
        setUploading((u) => [...u, file.name]);
        try {
          const up = await uploadEmailAttachment({ interactionId, file });
          setFiles((f) => [...f, { id: up.id, kind: kindOfMime(up.mime), url: up.url, name: up.name, mime: up.mime, size: up.size }]);
        } catch (e) {
          setRefusals((r) => [...r, { name: file.name, code: null, error: e }]);
        } finally {
          setUploading((u) => {
            const i = u.indexOf(file.name);
            return i < 0 ? u : [...u.slice(0, i), ...u.slice(i + 1)];
          });
        }
      }
    },
    [interactionId],
  );
  const remove = useCallback((id: number) => setFiles((f) => f.filter((x) => x.id !== id)), []);
  const clear = useCallback(() => {
    setFiles([]);
    setRefusals([]);
  }, []);
  return { files, uploading, refusals, pick, remove, clear };
}
