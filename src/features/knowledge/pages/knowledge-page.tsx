import { Button, Input, Option, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, GlobeRegular, SearchRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Dropdown } from '../../../components/dropdown';
import { EmptyState } from '../../../components/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import { formatNumber } from '../../../lib/format';
import { can } from '../../../lib/permissions';
import { useDebounced } from '../../../lib/use-debounced';
import { AgentSourceList } from '../../../components/agent-source-list';
import { useAgentSources } from '../api/list-agent-sources';
import { useBases } from '../api/list-bases';
import { useFiles } from '../api/list-files';
import { FilesTable } from '../components/files-table';
import { ImportDialog } from '../components/import-dialog';
import { KnowledgeScreen } from '../components/knowledge-header';
import { UploadButton } from '../components/upload-button';

const useStyles = makeStyles({
  filters: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' },
  search: { maxWidth: '320px' },
});

/** /knowledge: the articles of a folder (or all), their status, the limits, and the ways to add one. */
export default function KnowledgePage() {
  const styles = useStyles();
  const { t } = useTranslation(['knowledge', 'menu', 'common']);
  const navigate = useNavigate();
  const { me } = useCurrentUser();
  const canEdit = can(me, 'settings.edit');
  const bases = useBases();
  const sources = useAgentSources(can(me, 'settings.view'));
  const [folderId, setFolderId] = useState<number | undefined>();
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), 250);
  const files = useFiles({ folder_id: folderId, q: q || undefined });
  const [importing, setImporting] = useState(false);

  if (bases.isPending) return <Spinner label={t('common:loading')} />;
  if (bases.isError) return <EmptyState onRetry={() => void bases.refetch()} />;
  const folders = bases.data.items.flatMap((b) => b.folders);
  const { limits } = bases.data;
  const target = folderId ?? folders[0]?.id;
  const folderName = (id: number) => folders.find((f) => f.id === id)?.name ?? '';

  return (
    <KnowledgeScreen
      title={t('menu:knowledge')}
      actions={
        canEdit && target ? (
          <>
            <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(`/knowledge/createNew?folder=${target}`)}>
              {t('files.add')}
            </Button>
            <Button icon={<GlobeRegular />} onClick={() => setImporting(true)}>
              {t('import.button')}
            </Button>
            <UploadButton folderId={target} />
          </>
        ) : null
      }
    >
      {sources.data?.length ? <AgentSourceList items={sources.data} /> : null}
      <Text>{t('limits.line', { used: formatNumber(limits.used), max: formatNumber(limits.articles), chars: formatNumber(limits.article_chars) })}</Text>
      {folders.length === 0 ? (
        <div>
          <Text>{t('folders.noneYet')} </Text>
          <Link to="/knowledge/base">{t('folders.goCreate')}</Link>
        </div>
      ) : (
        <div className={styles.filters}>
          <Dropdown
            aria-label={t('files.folderFilter')}
            value={folderId ? folderName(folderId) : t('files.allFolders')}
            selectedOptions={[String(folderId ?? '')]}
            onOptionSelect={(_, d) => setFolderId(d.optionValue ? Number(d.optionValue) : undefined)}
          >
            <Option value="">{t('files.allFolders')}</Option>
            {folders.map((f) => (
              <Option key={f.id} value={String(f.id)}>
                {f.name}
              </Option>
            ))}
          </Dropdown>
          <Input
            className={styles.search}
            type="search"
            contentBefore={<SearchRegular aria-hidden />}
            placeholder={t('files.search')}
            aria-label={t('files.search')}
            value={typed}
            onChange={(_, d) => setTyped(d.value)}
          />
        </div>
      )}
      {files.isPending ? (
        <Spinner size="small" label={t('common:loading')} />
      ) : files.isError ? (
        <EmptyState onRetry={() => void files.refetch()} />
      ) : files.data.length === 0 ? (
        <EmptyState title={t('files.empty')} />
      ) : (
        <FilesTable files={files.data} folderName={folderName} canEdit={canEdit} />
      )}
      {canEdit && target ? <ImportDialog open={importing} onOpenChange={setImporting} folderId={target} /> : null}
    </KnowledgeScreen>
  );
}
