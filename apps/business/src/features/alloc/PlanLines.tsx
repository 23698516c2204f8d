import { allocLineApi, LINE_FIELDS, type PLAN_MACHINE } from '@console/contract/api/alloc';
import type { LineRow, PlanRow } from '@console/contract/alloc';
import { declaredColumns, useCall, useMachineActions } from '@console/web-kit/resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Form, InputNumber, Modal, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { AREA, dimensionText, usageColumn } from './options.ts';

type Machine = typeof PLAN_MACHINE;
const lineColumns = declaredColumns<LineRow>({ fields: LINE_FIELDS });

/** A plan's lines: quota, used and remaining per shop / SP / province with a progress bar, and the line editor. */
export function PlanLines({ plan, machine, onClose }: { plan: PlanRow | null; machine: Machine; onClose: () => void }) {
  const call = useCall();
  const allowed = useMachineActions(machine);
  const [editing, setEditing] = useState(false);
  const lines = useQuery({
    queryKey: [AREA, 'lines', plan?.id],
    queryFn: async () => (await call(allocLineApi.queryList, { planId: plan?.id ?? 0 })).data,
    enabled: plan !== null,
  });
  const rows = lines.data ?? [];
  return (
    <Drawer
      title={plan ? `配额明细：${plan.planName}（${dimensionText(plan.dimension)}，计划总量 ${plan.total}）` : ''}
      open={plan !== null}
      onClose={onClose}
      size="large"
      extra={
        plan &&
        allowed('lines', plan.status) && (
          <Button type="primary" onClick={() => setEditing(true)}>
            {machine.guards.lines.label}
          </Button>
        )
      }
    >
      <Table<LineRow>
        rowKey="code"
        size="small"
        loading={lines.isFetching}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[...lineColumns, usageColumn<LineRow>((r) => r, { width: 160, line: true })]}
      />
      {plan && editing && <LinesEditor plan={plan} rows={rows} onClose={() => setEditing(false)} />}
    </Drawer>
  );
}

function LinesEditor({ plan, rows, onClose }: { plan: PlanRow; rows: LineRow[]; onClose: () => void }) {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [keyword, setKeyword] = useState('');
  const [saving, setSaving] = useState(false);
  const options = useQuery({
    queryKey: [AREA, 'codes', plan.id, keyword],
    queryFn: async () => (await call(allocLineApi.codeOptions, { planId: plan.id, keyword })).data,
  });
  const known = new Map(rows.map((r) => [r.code, r.name]));
  for (const o of options.data ?? []) known.set(o.code, o.name);
  const choices = [...known].map(([value, name]) => ({ value, label: name ? `${name}（${value}）` : value }));
  const watched = (Form.useWatch('lines', form) ?? []) as { quota?: number }[];
  const sum = watched.reduce((n, l) => n + (Number(l?.quota) || 0), 0);
  const save = async () => {
    const values = form.getFieldsValue(true) as { lines?: { code: string; quota: number }[] };
    setSaving(true);
    try {
      const reply = await call(allocLineApi.save, { planId: plan.id, lines: values.lines ?? [] });
      message.success(reply.message);
      await qc.invalidateQueries({ queryKey: [AREA] });
      onClose();
    } catch {
      // the request client showed the server's message; the dialog stays open for a fix
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={`设置配额：${plan.planName}`} width={640} onCancel={onClose} onOk={save} confirmLoading={saving}>
      <Typography.Paragraph type={sum > plan.total ? 'danger' : 'secondary'}>
        配额合计 {sum} / 计划总量 {plan.total}
      </Typography.Paragraph>
      <Form form={form} name="alloc-lines" initialValues={{ lines: rows.map((r) => ({ code: r.code, quota: r.quota })) }}>
        <Form.List name="lines">
          {(items, { add, remove }) => (
            <>
              {items.map((item) => (
                <Space key={item.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={[item.name, 'code']} style={{ width: 360 }}>
                    <Select
                      options={choices}
                      showSearch
                      filterOption={false}
                      onSearch={setKeyword}
                      placeholder={`请选择${dimensionText(plan.dimension)}`}
                      aria-label="分配对象"
                    />
                  </Form.Item>
                  <Form.Item name={[item.name, 'quota']}>
                    <InputNumber
                      min={0}
                      precision={0}
                      placeholder={LINE_FIELDS.quota.label}
                      aria-label={LINE_FIELDS.quota.label}
                      style={{ width: 120 }}
                    />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(item.name)}>
                    删除
                  </Button>
                </Space>
              ))}
              <Button type="dashed" block onClick={() => add({})}>
                添加明细
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
