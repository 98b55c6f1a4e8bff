import { Button, Tooltip } from '@fluentui/react-components';
import { PersonFeedbackRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackDialog } from './feedback-dialog';

export interface FeedbackButtonProps {
  /** Icon only with a tooltip (the header); a labelled button otherwise (help pages). */
  iconOnly?: boolean;
}

export function FeedbackButtonInner({ iconOnly = false }: FeedbackButtonProps) {
  const { t } = useTranslation('guide');
  const [open, setOpen] = useState(false);
  const label = t('feedback.open');
  return (
    <>
      {iconOnly ? (
        <Tooltip content={label} relationship="label">
          <Button appearance="subtle" icon={<PersonFeedbackRegular />} onClick={() => setOpen(true)} />
        </Tooltip>
      ) : (
        <Button icon={<PersonFeedbackRegular />} onClick={() => setOpen(true)}>
          {label}
        </Button>
      )}
      <FeedbackDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
