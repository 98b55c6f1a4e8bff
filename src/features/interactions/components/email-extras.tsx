import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailMessageParts } from '../../../../contracts/email-channel.schema';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxWidth: '480px' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  quoted: {
    margin: 0,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    color: tokens.colorNeutralForeground3,
    borderLeft: `3px solid ${tokens.colorNeutralStroke2}`,
    paddingLeft: tokens.spacingHorizontalS,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
  },
  original: { width: '100%', minHeight: '240px', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, backgroundColor: '#fff' },
});

/**
 * Under an e-mail message: the quoted history folded behind "show quoted", and the original HTML
 * (sanitised on the server) in a sandboxed frame that runs nothing and reaches nothing of ours.
 */
export function EmailExtras({ parts }: { parts: EmailMessageParts }) {
  const styles = useStyles();
  const { t } = useTranslation('email');
  const [quoted, setQuoted] = useState(false);
  const [original, setOriginal] = useState(false);
  if (!parts.quoted && !parts.html) return null;
  return (
    <div className={styles.root}>
      <div className={styles.buttons}>
        {parts.quoted ? (
          <Button size="small" appearance="subtle" aria-expanded={quoted} onClick={() => setQuoted((v) => !v)}>
            {t(quoted ? 'hideQuoted' : 'showQuoted')}
          </Button>
        ) : null}
        {parts.html ? (
          <Button size="small" appearance="subtle" aria-expanded={original} onClick={() => setOriginal((v) => !v)}>
            {t(original ? 'hideOriginal' : 'showOriginal')}
          </Button>
        ) : null}
      </div>
      {quoted ? <pre className={styles.quoted}>{parts.quoted}</pre> : null}
      {original && parts.html ? <iframe className={styles.original} title={parts.subject || t('showOriginal')} sandbox="" srcDoc={parts.html} /> : null}
    </div>
  );
}
