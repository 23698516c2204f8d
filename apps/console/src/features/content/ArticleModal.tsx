import type { Article } from '@console/contract/content';
import { getMessage } from '@console/web-kit';
import { Form, Input, Modal, Radio, Select, Skeleton } from 'antd';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { saveArticle, useAllCategories, useGrades } from './content-api.ts';
import { currentOperator, STATUS_OPTIONS } from './content-ui.tsx';
import type { EditorHandle } from './RichTextEditor.tsx';

// The editor (TipTap + ProseMirror) is the heaviest piece of the page: it loads when a form first opens.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

const TITLE_MAX = 20;
const DESCRIBE_MAX = 100;

type Values = { title: string; typeCode: string; retGradeList: string[]; describe: string; status: number; content: string };
type Props = { open: boolean; editing: Article | null; onClose: () => void; onSaved: () => void };

/** True when the editor's HTML shows neither text nor an image. */
export function isBlankHtml(html: string | undefined) {
  if (!html) return true;
  if (/<img\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

export function ArticleModal({ open, editing, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const editor = useRef<EditorHandle | null>(null);
  const categories = useAllCategories();
  const grades = useGrades();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? {
            title: editing.title,
            typeCode: editing.typeCode,
            retGradeList: editing.retGradeList.split(',').filter(Boolean),
            describe: editing.describe,
            status: editing.status,
            content: editing.content,
          }
        : { status: 1, retGradeList: [], content: '' },
    );
  }, [open, editing, form]);

  const submit = async () => {
    editor.current?.flush();
    const values = await form.validateFields();
    setSaving(true);
    try {
      // Grades travel comma-separated (spec §3).
      await saveArticle({ ...values, retGradeList: values.retGradeList.join(','), id: editing?.id });
      getMessage().success(editing ? '修改成功' : '操作成功');
      onSaved();
    } catch {
      // the request client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={editing ? '编辑文章' : '新增文章'}
      open={open}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      width={860}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="article" labelCol={{ span: 3 }} wrapperCol={{ span: 20 }} autoComplete="off">
        <Form.Item
          label="文章标题"
          name="title"
          rules={[{ required: true, whitespace: true, max: TITLE_MAX, message: '不为空且不能超过20个字符' }]}
        >
          <Input placeholder="请输入文章标题" />
        </Form.Item>
        <Form.Item label="所属分类" name="typeCode" rules={[{ required: true, message: '所属分类不能为空' }]}>
          <Select
            placeholder="请选择所属分类"
            loading={categories.isLoading}
            // Disabled categories (status 2) cannot be chosen (spec §2).
            options={(categories.data ?? []).map((c) => ({ label: c.name, value: c.typeCode, disabled: c.status === 2 }))}
          />
        </Form.Item>
        <Form.Item label="门店等级" name="retGradeList" rules={[{ required: true, type: 'array', min: 1, message: '门店等级不能为空' }]}>
          <Select
            mode="multiple"
            placeholder="请选择门店等级"
            loading={grades.isLoading}
            options={(grades.data ?? []).map((g) => ({ label: g.gradeName, value: g.gradeCode, disabled: g.status !== 1 }))}
          />
        </Form.Item>
        <Form.Item
          label="文章描述"
          name="describe"
          rules={[{ required: true, whitespace: true, max: DESCRIBE_MAX, message: '不能超过100个字符' }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={DESCRIBE_MAX}
            placeholder="请输入文章描述"
            showCount={{ formatter: ({ count, maxLength = DESCRIBE_MAX }) => `还可输入 ${maxLength - count} 字` }}
          />
        </Form.Item>
        <Form.Item label="状态" name="status" rules={[{ required: true, message: '请选择状态' }]}>
          <Radio.Group options={STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item
          label="文章内容"
          name="content"
          rules={[{ validator: (_r, v: string) => (isBlankHtml(v) ? Promise.reject(new Error('请输入文章内容')) : Promise.resolve()) }]}
        >
          <ContentField handle={editor} />
        </Form.Item>
        <Form.Item label="操作人" htmlFor="article_operator">
          {/* The server records whoever saves, so that is what the form shows. */}
          <Input id="article_operator" value={currentOperator()} disabled />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Binds the lazily loaded editor to the form field (Form.Item passes value/onChange to its only child). */
function ContentField({
  value,
  onChange,
  handle,
}: {
  value?: string;
  onChange?: (v: string) => void;
  handle: RefObject<EditorHandle | null>;
}) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <RichTextEditor value={value} onChange={onChange} handle={handle} />
    </Suspense>
  );
}
