import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { CallRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { requestCall, softphoneReady } from '../../../lib/calls-bridge';
import { useContactPhones } from '../api/get-contact-phones';

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/**
 * The contact's phone numbers in the side panel (a term and its definition), each with click-to-call when this person has a
 * softphone (call access); the server still refuses the dial without it (err_no_call_permission).
 */
export function ContactPhones({ contactId, termClass, defClass }: { contactId: number | null; termClass: string; defClass: string }) {
  const styles = useStyles();
  const { t } = useTranslation('interactions');
  const phones = useContactPhones(contactId);
  if (!phones.data?.length) return null;
  const callable = softphoneReady();
  return (
    <>
      <dt className={termClass}>{t('contact.phones')}</dt>
      <dd className={defClass}>
        <ul className={styles.list} aria-label={t('contact.phones')}>
          {phones.data.map((p) => (
            <li key={p} className={styles.item}>
              <span>{p}</span>
              {callable ? (
                <Button size="small" appearance="subtle" icon={<CallRegular />} aria-label={t('contact.callNumber', { number: p })} onClick={() => requestCall(p)} />
              ) : null}
            </li>
          ))}
        </ul>
      </dd>
    </>
  );
}
