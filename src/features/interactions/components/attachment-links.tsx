import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { MessageAttachment } from '../../../../contracts/message.schema';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, paddingLeft: '36px', fontSize: tokens.fontSizeBase200 },
  mine: { alignItems: 'flex-end', paddingLeft: 0, paddingRight: '36px' },
});

/** What a customer sent besides text through a channel: each file or place, opened at the provider. */
export function AttachmentLinks({ items, mine }: { items: readonly MessageAttachment[]; mine: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('interactions');
  return (
    <div className={mine ? `${styles.list} ${styles.mine}` : styles.list}>
      {items.map((a, i) => (
        <Link key={i} href={a.url} target="_blank" rel="noopener noreferrer">
          <AttachRegular /> {a.name ?? t(`attachment.${a.kind}`)}
        </Link>
      ))}
    </div>
  );
}
