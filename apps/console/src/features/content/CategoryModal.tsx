import type { Category } from '@console/contract/content';
import { getMessage } from '@console/web-kit';
import { Form, Input, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { type CategorySave, saveCategory } from './content-api.ts';
import { currentOperator, STATUS_OPTIONS } from './content-ui.tsx';

type Props = { open: boolean; editing: Category | null; onClose: () => void; onSaved: () => void };

/** Add / edit a category: name, typeCode, describe, status, and the operator the server will record. */
export function CategoryModal({ open, editing, onClose, onSaved }: Props) {
  const [form] = Form.useForm<CategorySave>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      editing ? { name: editing.name, typeCode: editing.typeCode, describe: editing.describe, status: editing.status } : { status: 1 },
    );
  }, [open, editing, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await saveCategory({ ...values, id: editing?.id });
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
      title={editing ? '编辑分类' : '新增分类'}
      open={open}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="category" labelCol={{ span: 5 }} wrapperCol={{ span: 17 }} autoComplete="off">
        <Form.Item label="分类名称" name="name" rules={[{ required: true, whitespace: true, message: '分类名称不能为空' }]}>
          <Input maxLength={50} placeholder="请输入分类名称" />
        </Form.Item>
        <Form.Item
          label="分类编码"
          name="typeCode"
          rules={[
            { required: true, whitespace: true, message: '分类编码不能为空' },
            { pattern: /^[A-Za-z0-9_-]+$/, message: '分类编码只能包含字母、数字、下划线或短横线' },
          ]}
        >
          <Input maxLength={32} placeholder="如 NOTICE" />
        </Form.Item>
        <Form.Item label="分类描述" name="describe" rules={[{ required: true, whitespace: true, message: '分类描述不能为空' }]}>
          <Input.TextArea maxLength={200} rows={3} placeholder="请输入分类描述" />
        </Form.Item>
        <Form.Item label="状态" name="status" rules={[{ required: true, type: 'number', message: '分类状态不能为空' }]}>
          <Radio.Group options={STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item label="操作人" htmlFor="category_operator">
          <Input id="category_operator" value={currentOperator()} disabled />
        </Form.Item>
      </Form>
    </Modal>
  );
}
