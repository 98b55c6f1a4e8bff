import { Field, Option, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Dropdown } from '../dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_CATEGORIES, type FeedbackCategory } from '../../../contracts/feedback.schema';
import { EmptyState } from '../empty-state';
import { Pagination } from '../pagination';
import { useFeedbackList, type FeedbackScope } from '../../lib/api/feedback';
import { FeedbackTable } from './feedback-table';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filter: { maxWidth: '260px' },
});

export const FEEDBACK_ADMIN_PAGE_SIZE = 20;
const ALL = 'all';

/**
 * A feedback list: a category filter, the rows, and pages of 20. Superadmins read every company's
 * (admin panel); a company's admins read their own staff's (help page). Strings: `admin` namespace.
 */
export function FeedbackSection({ scope }: { scope: FeedbackScope }) {
  const styles = useStyles();
  const { t } = useTranslation(['admin', 'common']);
  const [category, setCategory] = useState<FeedbackCategory | undefined>();
  const [page, setPage] = useState(1);
  const list = useFeedbackList(scope, { page, size: FEEDBACK_ADMIN_PAGE_SIZE, category });
  const label = (value: string) => (value === ALL ? t('feedback.allCategories') : t(`feedback.categories.${value as FeedbackCategory}`));

  let body;
  if (list.isPending) body = <Spinner size="small" label={t('common:loading')} />;
  else if (list.isError) body = <EmptyState onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0) body = <EmptyState title={t('feedback.empty')} />;
  else
    body = (
      <>
        <FeedbackTable items={list.data.items} showCompany={scope === 'all'} />
        <Pagination page={page} total={Math.ceil(list.data.total / FEEDBACK_ADMIN_PAGE_SIZE)} onChange={setPage} />
      </>
    );

  const selected = category ?? ALL;
  return (
    <div className={styles.root}>
      <Field label={t('feedback.category')} className={styles.filter}>
        <Dropdown
          value={label(selected)}
          selectedOptions={[selected]}
          onOptionSelect={(_, data) => {
            const value = data.optionValue;
            setCategory(value && value !== ALL ? (value as FeedbackCategory) : undefined);
            setPage(1);
          }}
        >
          {[ALL, ...FEEDBACK_CATEGORIES].map((value) => (
            <Option key={value} value={value}>
              {label(value)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {body}
    </div>
  );
}
