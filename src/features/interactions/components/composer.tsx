import { Button, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_BODY_MAX } from '../../../../contracts/message.schema';
import type { SavedResponse } from '../../../../contracts/saved-response.schema';
import type { ComposerActivity } from '../../../../streams/typing';
import { useSavedResponsesLookup } from '../../../lib/api/saved-responses';
import { useDraft } from '../hooks/use-draft';
import { insertSavedResponse, savedResponseTrigger } from '../hooks/saved-response-trigger';
import { SavedResponseList, optionId } from './saved-response-list';
import type { OutgoingFile } from '../../../lib/conversations/outbox';
import { useComposerFiles } from '../hooks/use-composer-files';
import { AttachButton, ComposerFiles } from './composer-files';

const useStyles = makeStyles({
  root: { position: 'relative', display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', padding: tokens.spacingHorizontalM },
  input: { flex: 1 },
});

export interface ComposerProps {
  interactionId: number;
  disabled?: boolean;
  onSend: (body: string, files?: readonly OutgoingFile[]) => void;
  onActivity: (activity: ComposerActivity) => void;
  /** E-mail conversations: files can be attached (uploaded at once, sent with the reply). */
  withFiles?: boolean;
}

/** Enter sends, Shift+Enter adds a line; `/key` offers saved responses (arrows, Enter, Escape). */
export function Composer({ interactionId, disabled = false, onSend, onActivity, withFiles = false }: ComposerProps) {
  const styles = useStyles();
  const { t } = useTranslation('interactions');
  const listId = useId();
  const [draft, setDraft] = useDraft(interactionId);
  const [active, setActive] = useState(0);
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const typedKey = savedResponseTrigger(draft);
  const offering = typedKey !== null && dismissedFor !== draft && !disabled;
  const saved = useSavedResponsesLookup(offering ? typedKey : null);
  const items = offering ? (saved.data ?? []) : [];
  const activeIndex = Math.min(active, Math.max(0, items.length - 1));
  const attached = useComposerFiles(interactionId);
  const busy = attached.uploading.length > 0;

  const send = () => {
    const body = draft.trim();
    if (!body || disabled || busy) return;
    if (attached.files.length) onSend(body, attached.files);
    else onSend(body);
    attached.clear();
    setDraft('');
    onActivity('sent');
  };
  const choose = (item: SavedResponse) => {
    setDraft(insertSavedResponse(draft, item.answer));
    setActive(0);
    onActivity('input');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (offering && saved.isSuccess) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (items.length) setActive((activeIndex + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setDismissedFor(draft);
        return;
      }
      if (event.key === 'Enter' && !event.shiftKey && items.length) {
        event.preventDefault();
        choose(items[activeIndex]);
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const open = offering && saved.isSuccess;
  return (
    <>
      {withFiles ? <ComposerFiles files={attached.files} uploading={attached.uploading} refusals={attached.refusals} onRemove={attached.remove} /> : null}
      <div className={styles.root}>
        {open ? <SavedResponseList id={listId} typedKey={typedKey} items={items} active={activeIndex} onChoose={choose} onHover={setActive} /> : null}
        <Textarea
          className={styles.input}
          resize="vertical"
          value={draft}
          disabled={disabled}
          maxLength={MESSAGE_BODY_MAX}
          aria-label={t('composer.label')}
          placeholder={disabled ? t('composer.closed') : t('composer.placeholder')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open && items.length ? optionId(listId, activeIndex) : undefined}
          onChange={(_event, data) => {
            setDraft(data.value);
            setActive(0);
            if (data.value) onActivity('input');
          }}
          onKeyDown={onKeyDown}
        />
        {withFiles ? <AttachButton disabled={disabled} onPick={(chosen) => void attached.pick(chosen)} /> : null}
        <Button appearance="primary" icon={<SendRegular />} disabled={disabled || busy || !draft.trim()} onClick={send}>
          {t('composer.send')}
        </Button>
      </div>
    </>
  );
}
