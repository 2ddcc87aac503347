import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

interface RichTextEditorProps {
  html: string;
  labelId: string;
  describedBy: string | undefined;
  /** The text's language when it is not the back office's (the Spanish beside the English). */
  lang?: 'es' | undefined;
  onChange: (html: string) => void;
}

/**
 * The editor for page bodies: headings, paragraphs, lists, links, bold and italic, nothing else
 * (issue 9, item 8). The server sanitizes what it sends to the same short list.
 */
export default function RichTextEditor({
  html,
  labelId,
  describedBy,
  lang,
  onChange,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto', 'tel'],
          HTMLAttributes: { target: null, rel: null, class: null },
        },
      }),
    ],
    content: html,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(lang ? { lang } : {}),
        class: 'rich-text-editor__content rich-text',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      isBold: current.isActive('bold'),
      isItalic: current.isActive('italic'),
      isHeading2: current.isActive('heading', { level: 2 }),
      isHeading3: current.isActive('heading', { level: 3 }),
      isBulletList: current.isActive('bulletList'),
      isOrderedList: current.isActive('orderedList'),
      isLink: current.isActive('link'),
    }),
  });

  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt('Link address (https://…, /page, mailto: or tel:)', previous);
    if (href === null) return;
    if (href.trim() === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  const buttons = [
    { label: 'Bold', isActive: state.isBold, run: () => editor.chain().focus().toggleBold().run() },
    {
      label: 'Italic',
      isActive: state.isItalic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      label: 'Heading',
      isActive: state.isHeading2,
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      label: 'Subheading',
      isActive: state.isHeading3,
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      label: 'Bulleted list',
      isActive: state.isBulletList,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      label: 'Numbered list',
      isActive: state.isOrderedList,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    { label: 'Link', isActive: state.isLink, run: setLink },
  ];

  return (
    <div className="rich-text-editor">
      <div className="rich-text-editor__toolbar" role="toolbar" aria-labelledby={labelId}>
        {buttons.map((button) => (
          <button
            key={button.label}
            type="button"
            className="button button--secondary rich-text-editor__button"
            aria-pressed={button.isActive}
            onClick={button.run}
          >
            {button.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
