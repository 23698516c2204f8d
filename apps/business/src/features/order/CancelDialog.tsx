import { Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { COMMON_LABELS } from '@console/contract/common-fields';

/**
 * 取消订单: asks for the reason (required, at most 200 characters) and says what cancelling does before the
 * user confirms. Used for one order and for a batch.
 */
export function CancelDialog(props: {
  open: boolean;
  title: string;
  description: string;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (props.open) form.resetFields();
  }, [props.open, form]);
  const submit = async () => {
    const { reason } = await form.validateFields();
    setSaving(true);
    try {
      await props.onSubmit(reason.trim());
      props.onClose();
    } catch {
      // the request client has shown the server's message; the dialog stays open
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={props.open}
      title={props.title}
      onCancel={props.onClose}
      onOk={submit}
      confirmLoading={saving}
      okText="确认取消"
      okButtonProps={{ danger: true }}
      cancelText="返回"
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{props.description}</Typography.Paragraph>
      <Form form={form} name="cancel-form" layout="vertical">
        <Form.Item
          name="reason"
          label={COMMON_LABELS.cancelReason}
          rules={[
            { required: true, whitespace: true, message: '请输入取消原因' },
            { max: 200, message: '取消原因不能超过200个字符' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="请输入取消原因" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
