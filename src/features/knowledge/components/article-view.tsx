import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import type { KnowledgeFile } from '../../../../contracts/knowledge.schema';

const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  body: { maxWidth: '72ch', '& .ProseMirror': { outline: 'none' } },
});

/**
 * An article for those who read knowledge but do not keep it (agents answering customers): the same
 * Tiptap schema as the editor, not editable, so only the nodes the editor knows are rendered.
 */
export function ArticleView({ file }: { file: KnowledgeFile }) {
  const styles = useStyles();
  const { t } = useTranslation('knowledge');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: true } })],
    content: file.content_html,
    editable: false,
    editorProps: { attributes: { 'aria-label': file.name, role: 'article' } },
  });
  return (
    <>
      <div className={styles.head}>
        <Text as="h2" size={500} weight="semibold">
          {file.name}
        </Text>
        <Badge appearance="tint" color="success">
          {t(`status.${file.status}`)}
        </Badge>
      </div>
      <div className={styles.body}>
        <EditorContent editor={editor} />
      </div>
    </>
  );
}
