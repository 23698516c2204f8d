import { jobResource, jobsApi } from '@console/contract/api/jobs';
import { jobSaveBody, type JobRow } from '@console/contract/jobs';
import { useCall } from '@console/web-kit/resource';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { COMMON_LABELS } from '@console/contract/common-fields';

type Values = { jobName: string; handler: string; cron: string; params: string; status: number; remark: string };

/** Add / edit a job: handler from the registry, params as JSON (checked by the handler's schema), cron with its next five fire times. */
export function JobFormModal({ editing, open, onClose }: { editing: JobRow | null; open: boolean; onClose: (saved: boolean) => void }) {
  const call = useCall();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const handlers = useQuery({
    queryKey: ['jobs', 'handlers'],
    queryFn: async () => (await call(jobsApi.handlers, {})).data,
    staleTime: 60_000,
  });
  const cron = Form.useWatch('cron', form);
  const handlerName = Form.useWatch('handler', form);
  const preview = useQuery({
    queryKey: ['jobs', 'cron', cron],
    queryFn: async () => (await call(jobsApi.cronPreview, { cron }, { silent: true })).data,
    enabled: !!cron && [5, 6].includes(String(cron).trim().split(/\s+/).length),
    retry: false,
  });
  const handler = handlers.data?.find((h) => h.name === handlerName);

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      editing
        ? { ...editing, params: JSON.stringify(editing.params, null, 2) }
        : { jobName: '', handler: undefined, cron: '0 3 * * *', params: '{}', status: 1, remark: '' },
    );
  }, [open, editing, form]);

  const submit = async () => {
    const v = await form.validateFields();
    let params: Record<string, unknown>;
    try {
      params = JSON.parse(v.params || '{}');
    } catch {
      form.setFields([{ name: 'params', errors: ['参数必须是 JSON 对象'] }]);
      return;
    }
    const body = { ...v, params };
    const checked = jobSaveBody.safeParse(body);
    if (!checked.success) return void message.error(checked.error.issues[0].message);
    setSaving(true);
    try {
      const reply = editing ? await call(jobsApi.update, { ...body, id: editing.id }) : await call(jobsApi.save, body);
      message.success(reply.message);
      onClose(true);
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={editing ? '编辑任务' : '新增任务'}
      open={open}
      onOk={submit}
      confirmLoading={saving}
      onCancel={() => onClose(false)}
      width={640}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="job-form">
        <Form.Item name="jobName" label={COMMON_LABELS.jobName} rules={[{ required: true, message: '请输入任务名称' }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="handler" label={jobResource.fields.handlerLabel.label} rules={[{ required: true, message: '请选择处理器' }]}>
          <Select
            options={(handlers.data ?? []).map((h) => ({ value: h.name, label: `${h.label}（${h.name}）` }))}
            onChange={(name) => {
              const h = handlers.data?.find((x) => x.name === name);
              if (h) form.setFieldValue('params', JSON.stringify(h.defaultParams, null, 2));
            }}
          />
        </Form.Item>
        {handler && (
          <Typography.Paragraph type="secondary" style={{ marginTop: -12 }}>
            超时 {handler.timeoutSeconds} 秒{handler.retries ? `，失败重试 ${handler.retries} 次` : ''}；参数格式：
            <code>{JSON.stringify((handler.paramsSchema as { properties?: object }).properties ?? {})}</code>
          </Typography.Paragraph>
        )}
        <Form.Item
          name="cron"
          label="Cron 表达式（分 时 日 月 周，可在最前加秒）"
          rules={[{ required: true, message: '请输入 Cron 表达式' }]}
        >
          <Input placeholder="0 3 * * *" />
        </Form.Item>
        {preview.data && (
          <Alert style={{ marginTop: -12, marginBottom: 16 }} type="info" title={`接下来 5 次：${preview.data.join('，')}`} />
        )}
        {preview.error && <Alert style={{ marginTop: -12, marginBottom: 16 }} type="error" title={(preview.error as Error).message} />}
        <Form.Item name="params" label="参数（JSON）">
          <Input.TextArea rows={4} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <Form.Item name="status" label={COMMON_LABELS.status}>
          <Radio.Group
            options={[
              { value: 1, label: '运行' },
              { value: 2, label: '暂停' },
            ]}
          />
        </Form.Item>
        <Form.Item name="remark" label={COMMON_LABELS.remark}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
