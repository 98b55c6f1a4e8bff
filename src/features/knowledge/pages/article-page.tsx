import { Button, Spinner, Text } from '@fluentui/react-components';
import { SparkleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { can } from '../../../lib/permissions';
import { showToast } from '../../../lib/toasts';
import { useBases } from '../api/list-bases';
import { useFile } from '../api/get-file';
import { useGenerateQa } from '../api/qa-actions';
import { ArticleForm } from '../components/article-form';
import { ArticleView } from '../components/article-view';
import { KnowledgeScreen } from '../components/knowledge-header';

/** /knowledge/createNew (?folder=) and /knowledge/:id: write or edit an article, generate its Q&A; readers see it. */
export default function ArticlePage() {
  const { t } = useTranslation(['knowledge', 'menu', 'common']);
  const { id } = useParams();
  const [params] = useSearchParams();
  const fileId = id && /^\d+$/.test(id) ? Number(id) : null;
  const { me } = useCurrentUser();
  const canEdit = can(me, 'settings.edit');
  const bases = useBases();
  const file = useFile(fileId);
  const generate = useGenerateQa();
  const title = t(fileId ? 'menu:knowledge_item' : 'menu:knowledge_new');

  if (bases.isPending || (fileId !== null && file.isPending)) return <Spinner label={t('common:loading')} />;
  if (bases.isError || file.isError) return <EmptyState onRetry={() => void (bases.isError ? bases.refetch() : file.refetch())} />;
  if (!canEdit && file.data)
    return (
      <KnowledgeScreen title={title}>
        <Text size={200}>{t('article.lastUpdated', { who: file.data.updated_by ?? t('article.nobody'), when: formatDateTime(file.data.updated_at) })}</Text>
        <ArticleView file={file.data} />
      </KnowledgeScreen>
    );
  const folders = bases.data.items.flatMap((b) => b.folders.map((f) => ({ id: f.id, name: bases.data.items.length > 1 ? `${b.name} / ${f.name}` : f.name })));
  if (folders.length === 0)
    return (
      <KnowledgeScreen title={title}>
        <Text>{t('folders.noneYet')}</Text>
        <Link to="/knowledge/base">{t('folders.goCreate')}</Link>
      </KnowledgeScreen>
    );

  const onGenerate = async () => {
    const res = await generate.mutateAsync(fileId!);
    showToast({ intent: 'success', title: t(res.via === 'llm' ? 'qa.generatedLlm' : 'qa.generated', { count: res.created }) });
  };

  return (
    <KnowledgeScreen
      title={title}
      actions={
        file.data && canEdit ? (
          <Button icon={<SparkleRegular />} disabled={file.data.status !== 'published' || generate.isPending} onClick={() => void onGenerate()}>
            {t('qa.generate')}
          </Button>
        ) : null
      }
    >
      {file.data ? (
        <Text size={200}>{t('article.lastUpdated', { who: file.data.updated_by ?? t('article.nobody'), when: formatDateTime(file.data.updated_at) })}</Text>
      ) : null}
      <ArticleForm
        key={file.data?.id ?? 'new'}
        file={file.data}
        folders={folders}
        defaultFolderId={Number(params.get('folder')) || undefined}
        charLimit={bases.data.limits.article_chars}
      />
    </KnowledgeScreen>
  );
}
