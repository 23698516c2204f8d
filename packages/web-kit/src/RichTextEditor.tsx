import { fileApi, UPLOAD_FAILED } from '@console/contract/api/files';
import { getMessage } from './feedback.tsx';
import { useCall } from './use-call.ts';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import './rich-text.css';
import { COMMON_LABELS } from '@console/contract/common-fields';

export const EDITOR_DEBOUNCE_MS = 500;

type Props = { value?: string; onChange?: (html: string) => void };

/**
 * TipTap editor for formatted text (articles, activity descriptions) as HTML. Changes reach the form 500 ms after typing stops (spec §9), and at once on
 * blur (pressing the form's OK button blurs it first). Images go through the upload call; the server sanitises
 * whatever arrives.
 */
export default function RichTextEditor({ value, onChange }: Props) {
  const call = useCall();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fileInput = useRef<HTMLInputElement>(null);
  const lastEmitted = useRef<string | undefined>(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image],
    content: value ?? '',
    immediatelyRender: true,
    onUpdate: ({ editor: ed }) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => emit(ed.getHTML()), EDITOR_DEBOUNCE_MS);
    },
    onBlur: ({ editor: ed }) => {
      clearTimeout(timer.current);
      emit(ed.getHTML());
    },
  });

  function emit(html: string) {
    lastEmitted.current = html;
    onChangeRef.current?.(html);
  }

  // A value set from outside (opening another article) replaces the document.
  useEffect(() => {
    if (editor && value !== lastEmitted.current && value !== editor.getHTML()) {
      editor.commands.setContent(value ?? '', { emitUpdate: false });
      lastEmitted.current = value;
    }
  }, [editor, value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const pickImage = async (file: File | undefined) => {
    if (!file || !editor) return;
    try {
      const form = new FormData();
      form.append('file', file);
      const url = (await call(fileApi.publicUpload, { scene: 'SHOP' }, { form, silent: true })).data.url;
      editor.chain().focus().setImage({ src: url, alt: file.name }).run();
    } catch {
      getMessage().error(UPLOAD_FAILED);
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  if (!editor) return null;
  const tool = (label: string, title: string, active: boolean, run: () => void) => (
    <Tooltip title={title}>
      <Button size="small" type={active ? 'primary' : 'text'} onMouseDown={(e) => e.preventDefault()} onClick={run} aria-label={title}>
        {label}
      </Button>
    </Tooltip>
  );
  const chain = () => editor.chain().focus();

  return (
    <div className="rte">
      <div className="rte-toolbar">
        {tool('B', '加粗', editor.isActive('bold'), () => chain().toggleBold().run())}
        {tool('I', '斜体', editor.isActive('italic'), () => chain().toggleItalic().run())}
        {tool('U', '下划线', editor.isActive('underline'), () => chain().toggleUnderline().run())}
        {tool('S', '删除线', editor.isActive('strike'), () => chain().toggleStrike().run())}
        <Divider type="vertical" />
        {tool('H2', COMMON_LABELS.title, editor.isActive('heading', { level: 2 }), () => chain().toggleHeading({ level: 2 }).run())}
        {tool('•', '无序列表', editor.isActive('bulletList'), () => chain().toggleBulletList().run())}
        {tool('1.', '有序列表', editor.isActive('orderedList'), () => chain().toggleOrderedList().run())}
        {tool('❝', '引用', editor.isActive('blockquote'), () => chain().toggleBlockquote().run())}
        <Divider type="vertical" />
        {tool('图片', '上传图片', false, () => fileInput.current?.click())}
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          style={{ display: 'none' }}
          data-testid="rte-image-input"
          onChange={(e) => void pickImage(e.target.files?.[0])}
        />
      </div>
      <EditorContent editor={editor} className="rte-content" />
    </div>
  );
}
