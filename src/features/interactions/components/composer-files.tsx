import { Button, Spinner, Tag, TagGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message';
import type { OutgoingFile } from '../../../lib/conversations/outbox';
import { formatSize } from '../../../lib/file-data';
import { ATTACHMENT_LIMIT_VALUES, type FileRefusal } from '../hooks/use-composer-files';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, paddingInline: tokens.spacingHorizontalM },
  refusal: { color: tokens.colorPaletteRedForeground1 },
  hidden: { display: 'none' },
});

/** The paper-clip button of the composer: chooses files (several at once). */
export function AttachButton({ disabled, onPick }: { disabled: boolean; onPick: (files: File[]) => void }) {
  const styles = useStyles();
  const { t } = useTranslation('interactions');
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        className={styles.hidden}
        type="file"
        multiple
        aria-label={t('composer.attach')}
        onChange={(e) => {
          const chosen = [...(e.target.files ?? [])];
          e.target.value = '';
          if (chosen.length) onPick(chosen);
        }}
      />
      <Button
        appearance="subtle"
        icon={<AttachRegular />}
        title={t('composer.attach')}
        aria-label={t('composer.attach')}
        disabled={disabled}
        onClick={() => input.current?.click()}
      />
    </>
  );
}

interface Props {
  files: readonly OutgoingFile[];
  uploading: readonly string[];
  refusals: readonly FileRefusal[];
  onRemove: (id: number) => void;
}

/** Above the composer: the files the reply will carry (each removable), uploads under way, and refusals by file. */
export function ComposerFiles({ files, uploading, refusals, onRemove }: Props) {
  const styles = useStyles();
  const { t } = useTranslation('interactions');
  const { t: te } = useTranslation('errors');
  const refusalId = useId();
  if (!files.length && !uploading.length && !refusals.length) return null;
  return (
    <div className={styles.root}>
      {files.length ? (
        <TagGroup aria-label={t('composer.files')} onDismiss={(_e, data) => onRemove(Number(data.value))} aria-describedby={refusals.length ? refusalId : undefined}>
          {files.map((f) => (
            <Tag
              key={f.id}
              value={String(f.id)}
              dismissible
              dismissIcon={{ 'aria-label': t('composer.removeFile', { name: f.name }) }}
              secondaryText={formatSize(f.size ?? 0)}
            >
              {f.name}
            </Tag>
          ))}
        </TagGroup>
      ) : null}
      {uploading.map((name, i) => (
        <Spinner key={`${name}-${i}`} size="extra-tiny" label={t('composer.uploading', { name })} />
      ))}
      {refusals.length ? (
        <div id={refusalId} role="alert">
          {refusals.map((r, i) => (
            <Text key={`${r.name}-${i}`} block size={200} className={styles.refusal}>
              {t('composer.fileRefused', { name: r.name, reason: r.code ? te(r.code, ATTACHMENT_LIMIT_VALUES) : describeError(r.error) })}
            </Text>
          ))}
        </div>
      ) : null}
    </div>
  );
}
