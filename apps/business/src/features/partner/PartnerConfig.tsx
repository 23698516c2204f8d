import { CONFIG_FIELDS, type Partner, type PartnerApi, SECRET_STATES } from '@console/contract/api/partner';
import type { PartnerConfigRow } from '@console/contract/partner';
import { Permission, useCall, usePermissions } from '@console/web-kit/resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Form, Input, Switch, Tag } from 'antd';
import { useEffect } from 'react';

type Values = { enabled: boolean; baseUrl: string; appKey: string; appSecret?: string; clearSecret?: boolean };

/** The partner's connection form: the secret is never shown, only whether one is stored; left blank it stays. */
export function PartnerConfig({ partner, api, area }: { partner: Partner; api: PartnerApi; area: string }) {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const { has } = usePermissions();
  const [form] = Form.useForm<Values>();
  const key = [area, partner.key, 'config'];
  const config = useQuery({ queryKey: key, queryFn: async () => (await call(api.configQuery, {}, { silent: true })).data });
  const row: PartnerConfigRow | undefined = config.data;
  useEffect(() => {
    if (row) form.setFieldsValue({ enabled: row.enabled, baseUrl: row.baseUrl, appKey: row.appKey, appSecret: '', clearSecret: false });
  }, [row, form]);
  const secret = SECRET_STATES.find((s) => s.value === (row?.secretSet ? 1 : 0)) ?? SECRET_STATES[1];
  const save = async (v: Values) => {
    if (!row) return;
    try {
      const reply = await call(api.configUpdate, { ...v, appSecret: v.appSecret || undefined, updateTime: row.updateTime });
      message.success(reply.message || '保存成功');
      await qc.invalidateQueries({ queryKey: key });
    } catch {
      // the request client showed the server's message
    }
  };
  const readOnly = !has(`${partner.menu}.edit`);
  return (
    <Card title={`${partner.name}对接配置`} size="small" loading={config.isLoading}>
      <Form form={form} layout="inline" name={`partner-config-${partner.key}`} onFinish={save} disabled={readOnly}>
        <Form.Item name="enabled" label={CONFIG_FIELDS.enabled} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="baseUrl" label={CONFIG_FIELDS.baseUrl}>
          <Input style={{ width: 280 }} placeholder="https://open.example.com" aria-label={CONFIG_FIELDS.baseUrl} />
        </Form.Item>
        <Form.Item name="appKey" label={CONFIG_FIELDS.appKey}>
          <Input style={{ width: 160 }} aria-label={CONFIG_FIELDS.appKey} />
        </Form.Item>
        <Form.Item label={CONFIG_FIELDS.credential}>
          <Tag color={secret.color}>{secret.label}</Tag>
        </Form.Item>
        <Form.Item name="appSecret">
          <Input.Password
            style={{ width: 200 }}
            autoComplete="new-password"
            placeholder={row?.secretSet ? '留空则不变' : '请输入AppSecret'}
            aria-label={CONFIG_FIELDS.credential}
          />
        </Form.Item>
        {row?.secretSet && (
          <Form.Item name="clearSecret" valuePropName="checked">
            <Checkbox>清除密钥</Checkbox>
          </Form.Item>
        )}
        <Permission k={`${partner.menu}.edit`}>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              保存配置
            </Button>
          </Form.Item>
        </Permission>
      </Form>
    </Card>
  );
}
