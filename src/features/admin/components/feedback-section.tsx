import { Field, Option, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Dropdown } from '../../../components/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_CATEGORIES, type FeedbackCategory } from '../../../../contracts/feedback.schema';
import { EmptyState } from '../../../components/empty-state';
import { Pagination } from '../../../components/pagination';
import { useFeedbackList } from '../api/list-feedback';
import { FeedbackTable } from './feedback-table';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filter: { maxWidth: '260px' },
});

export const FEEDBACK_ADMIN_PAGE_SIZE = 20;
const ALL = 'all';

/** The superadmin's feedback list: a category filter, the rows, and pages of 20. */
export function FeedbackSection() {
  const styles = useStyles();
  const { t } = useTranslation(['admin', 'common']);
  const [category, setCategory] = useState<FeedbackCategory | undefined>();
  const [page, setPage] = useState(1);
  const list = useFeedbackList({ page, size: FEEDBACK_ADMIN_PAGE_SIZE, category });
  const label = (value: string) => (value === ALL ? t('feedback.allCategories') : t(`feedback.categories.${value as FeedbackCategory}`));

  let body;
  if (list.isPending) body = <Spinner size="small" label={t('common:loading')} />;
  else if (list.isError) body = <EmptyState onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0) body = <EmptyState title={t('feedback.empty')} />;
  else
    body = (
      <>
        <FeedbackTable items={list.data.items} />
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
