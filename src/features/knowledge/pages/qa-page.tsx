import { Button, Input, Option, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, SearchRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KnowledgeQa } from '../../../../contracts/knowledge.schema';
import { Dropdown } from '../../../components/dropdown';
import { EmptyState } from '../../../components/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { useDebounced } from '../../../lib/use-debounced';
import { useBases } from '../api/list-bases';
import { useFiles } from '../api/list-files';
import { useQaList } from '../api/list-qa';
import { useSetFileQaActive } from '../api/qa-actions';
import { KnowledgeScreen } from '../components/knowledge-header';
import { QaDialog } from '../components/qa-dialog';
import { QaTable } from '../components/qa-table';
import { TryQuestion } from '../components/try-question';

const useStyles = makeStyles({ filters: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' }, search: { maxWidth: '320px' } });

/** /knowledge/qa: Q&A by knowledge file, each on or off, or all of a file at once (spec §4). */
export default function QaPage() {
  const styles = useStyles();
  const { t } = useTranslation(['knowledge', 'menu', 'common']);
  const { me } = useCurrentUser();
  const canEdit = can(me, 'settings.edit');
  const bases = useBases();
  const files = useFiles({});
  const [fileId, setFileId] = useState<number | undefined>();
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), 250);
  const list = useQaList({ file_id: fileId, q: q || undefined });
  const allOfFile = useSetFileQaActive();
  const [editing, setEditing] = useState<KnowledgeQa | 'new' | null>(null);

  if (bases.isPending || files.isPending) return <Spinner label={t('common:loading')} />;
  if (bases.isError || files.isError) return <EmptyState onRetry={() => void (bases.isError ? bases.refetch() : files.refetch())} />;
  const baseId = bases.data.items[0]?.id;
  const fileOptions = files.data.map((f) => ({ id: f.id, name: f.name }));

  return (
    <KnowledgeScreen
      title={t('menu:knowledge_qa')}
      actions={
        canEdit && baseId ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')}>
            {t('qa.add')}
          </Button>
        ) : null
      }
    >
      <div className={styles.filters}>
        <Dropdown
          aria-label={t('qa.fileFilter')}
          value={fileId ? (fileOptions.find((f) => f.id === fileId)?.name ?? '') : t('qa.allFiles')}
          selectedOptions={[String(fileId ?? '')]}
          onOptionSelect={(_, d) => setFileId(d.optionValue ? Number(d.optionValue) : undefined)}
        >
          <Option value="">{t('qa.allFiles')}</Option>
          {fileOptions.map((f) => (
            <Option key={f.id} value={String(f.id)}>
              {f.name}
            </Option>
          ))}
        </Dropdown>
        <Input
          className={styles.search}
          type="search"
          contentBefore={<SearchRegular aria-hidden />}
          placeholder={t('qa.search')}
          aria-label={t('qa.search')}
          value={typed}
          onChange={(_, d) => setTyped(d.value)}
        />
        {canEdit && fileId ? (
          <>
            <Button onClick={() => allOfFile.mutate({ file_id: fileId, active: true })}>{t('qa.allOn')}</Button>
            <Button onClick={() => allOfFile.mutate({ file_id: fileId, active: false })}>{t('qa.allOff')}</Button>
          </>
        ) : null}
      </div>
      {list.isPending ? (
        <Spinner size="small" label={t('common:loading')} />
      ) : list.isError ? (
        <EmptyState onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title={t('qa.empty')} />
      ) : (
        <QaTable items={list.data} canEdit={canEdit} onEdit={setEditing} />
      )}
      <TryQuestion />
      {editing && baseId ? (
        <QaDialog baseId={baseId} files={fileOptions} qa={editing === 'new' ? undefined : editing} defaultFileId={fileId} onClose={() => setEditing(null)} />
      ) : null}
    </KnowledgeScreen>
  );
}
