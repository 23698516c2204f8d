import type { Endpoint } from '@console/contract/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { App, Cascader, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useCall, useRegionTree, useSpOptions } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

type Values = { spCode?: string; districts?: string[][] };

/**
 * Picks an SP and districts (a whole city or province picks all its districts) and sends
 * `{ spCode, districtCodes }` to `endpoint` (add service areas, or set the area's main SP).
 */
export function DistrictsModal(props: { open: boolean; title: string; endpoint: Endpoint; area: string; onClose: () => void }) {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const regions = useRegionTree();
  const sps = useSpOptions();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const districtsOf = (paths: string[][]) => {
    const out = new Set<string>();
    for (const path of paths) {
      let nodes = regions;
      let node: (typeof regions)[number] | undefined;
      for (const code of path) {
        node = nodes.find((n) => n.value === code);
        nodes = node?.children ?? [];
      }
      const walk = (n: (typeof regions)[number]) => (n.children?.length ? n.children.forEach(walk) : out.add(n.value));
      if (node) walk(node);
    }
    return [...out];
  };

  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const reply = await call(props.endpoint, { spCode: v.spCode, districtCodes: districtsOf(v.districts ?? []) } as never);
      message.success(reply.message || '操作成功');
      await qc.invalidateQueries({ queryKey: [props.area] });
      props.onClose();
    } catch {
      // the request client showed the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={props.open} title={props.title} onOk={submit} onCancel={props.onClose} confirmLoading={saving} destroyOnHidden width={600}>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="spCode" label={COMMON_LABELS.spName} rules={[{ required: true, message: '请选择服务商' }]}>
          <Select options={sps} showSearch={{ optionFilterProp: 'label' }} placeholder="请选择服务商" />
        </Form.Item>
        <Form.Item name="districts" label={COMMON_LABELS.districtCode} rules={[{ required: true, message: '请选择区县' }]}>
          <Cascader options={regions} multiple maxTagCount="responsive" showSearch placeholder="选择省、市或区县（选市即选其全部区县）" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
