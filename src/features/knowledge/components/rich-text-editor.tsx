import { Toolbar, ToolbarButton, makeStyles, tokens } from '@fluentui/react-components';
import { TextBoldRegular, TextBulletListLtrRegular, TextHeader2Regular, TextItalicRegular, TextNumberListLtrRegular, TextQuoteRegular } from '@fluentui/react-icons';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { border: `1px solid ${tokens.colorNeutralStroke1}`, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground1 },
  content: {
    padding: tokens.spacingHorizontalM,
    minHeight: '280px',
    '& .ProseMirror': { outline: 'none', minHeight: '260px' },
    '& .ProseMirror:focus-visible': { outline: 'none' },
  },
});

export interface RichTextEditorProps {
  /** Initial HTML; the editor owns the text afterwards. */
  initialHtml: string;
  onChange: (html: string, chars: number) => void;
  label: string;
}

/** The article editor (Tiptap, starter kit): headings, emphasis, lists, quotes; the server sanitises what it stores. */
export function RichTextEditor({ initialHtml, onChange, label }: RichTextEditorProps) {
  const styles = useStyles();
  const { t } = useTranslation('knowledge');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: initialHtml,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML(), e.getText().length),
  });
  useEffect(() => {
    if (editor) onChange(editor.getHTML(), editor.getText().length);
    // Reports the initial size once the editor exists.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);
  const run = (fn: (chain: ReturnType<NonNullable<typeof editor>['chain']>) => { run: () => boolean }) => editor && fn(editor.chain().focus()).run();
  return (
    <div className={styles.root}>
      <Toolbar aria-label={t('editor.toolbar')} size="small">
        <ToolbarButton aria-label={t('editor.bold')} icon={<TextBoldRegular />} onClick={() => run((c) => c.toggleBold())} />
        <ToolbarButton aria-label={t('editor.italic')} icon={<TextItalicRegular />} onClick={() => run((c) => c.toggleItalic())} />
        <ToolbarButton aria-label={t('editor.heading')} icon={<TextHeader2Regular />} onClick={() => run((c) => c.toggleHeading({ level: 2 }))} />
        <ToolbarButton aria-label={t('editor.bullets')} icon={<TextBulletListLtrRegular />} onClick={() => run((c) => c.toggleBulletList())} />
        <ToolbarButton aria-label={t('editor.numbers')} icon={<TextNumberListLtrRegular />} onClick={() => run((c) => c.toggleOrderedList())} />
        <ToolbarButton aria-label={t('editor.quote')} icon={<TextQuoteRegular />} onClick={() => run((c) => c.toggleBlockquote())} />
      </Toolbar>
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}
