import { ALLOC_FORMULA, AUTO_FIELDS, allocPlanApi, autoAllocApi, PLAN_MACHINE } from '@console/contract/api/alloc';
import type { AutoAllocLine } from '@console/contract/alloc';
import { can } from '@console/contract/declaration';
import { CONFIRM_WORDS, declaredColumns, ExportButton, Permission, useApi, useCall, usePermissions } from '@console/web-kit/resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, InputNumber, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { AREA, dimensionText } from './options.ts';
import { QuotaChart } from './QuotaChart.tsx';
import { COMMON_LABELS } from '@console/contract/common-fields';

const autoColumns = declaredColumns<AutoAllocLine>({ fields: AUTO_FIELDS });

/** Auto-allocation (自动分配): a plan's total shared by recent sell-out, previewed as a table and a chart, then applied. */
export default function AutoAllocPage() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [planId, setPlanId] = useState<number>();
  const [days, setDays] = useState(30);
  const [lines, setLines] = useState<AutoAllocLine[] | null>(null);
  // The inputs of the preview on screen: 导出 exports that one, whatever the form says since.
  const [shown, setShown] = useState({ planId: 0, days: 30 });
  const client = useApi();
  const { has } = usePermissions();
  const [busy, setBusy] = useState(false);
  const plans = useQuery({
    queryKey: [AREA, 'auto', 'plans'],
    queryFn: async () => (await call(allocPlanApi.queryList, { page: 1, pageSize: 500 }, { silent: true })).data,
  });
  const open = (plans.data ?? []).filter((p) => can(PLAN_MACHINE, 'lines', p.status));
  const plan = open.find((p) => p.id === planId);
  const run = async (e: typeof autoAllocApi.preview | typeof autoAllocApi.apply) => {
    if (!planId) return;
    setBusy(true);
    try {
      const reply = await call(e, { planId, days });
      setLines(reply.data);
      setShown({ planId, days });
      if (e === autoAllocApi.apply) {
        message.success(reply.message);
        await qc.invalidateQueries({ queryKey: [AREA] });
      }
    } catch {
      // the request client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Form layout="inline" name="auto-alloc">
          <Form.Item label={COMMON_LABELS.plan}>
            <Select
              style={{ width: 360 }}
              placeholder="请选择配额计划（草稿或生效中）"
              value={planId}
              onChange={(v) => {
                setPlanId(v);
                setLines(null);
              }}
              options={open.map((p) => ({
                value: p.id,
                label: `${p.planName}（${p.skuName || p.skuCode}，按${dimensionText(p.dimension)}，总量 ${p.total}）`,
              }))}
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={COMMON_LABELS.plan}
            />
          </Form.Item>
          <Form.Item label="统计天数">
            <InputNumber min={1} max={365} precision={0} value={days} onChange={(v) => setDays(v ?? 30)} aria-label="统计天数" />
          </Form.Item>
          <Form.Item>
            <Space>
              <Permission k="autoAlloc.preview">
                <Button type="primary" disabled={!planId} loading={busy} onClick={() => run(autoAllocApi.preview)}>
                  预览
                </Button>
              </Permission>
              <Permission k="autoAlloc.apply">
                <Popconfirm
                  {...CONFIRM_WORDS}
                  description="应用后计划的配额明细将被替换为预览结果，确认应用吗？"
                  onConfirm={() => run(autoAllocApi.apply)}
                >
                  <Button disabled={!planId || !lines} loading={busy}>
                    应用
                  </Button>
                </Popconfirm>
              </Permission>
            </Space>
          </Form.Item>
        </Form>
        <Alert style={{ marginTop: 16 }} type="info" showIcon title="分配公式" description={ALLOC_FORMULA} />
      </Card>
      {lines && plan && (
        <Card
          title={`分配预览：${plan.planName}（计划总量 ${plan.total}，合计 ${lines.reduce((n, l) => n + l.quota, 0)}）`}
          extra={<ExportButton client={client} resource="autoAlloc" query={shown} allowed={has('autoAlloc.export')} />}
        >
          <QuotaChart lines={lines} />
          <Table<AutoAllocLine>
            rowKey="code"
            size="small"
            dataSource={lines}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            columns={autoColumns}
          />
          <Typography.Text type="secondary">预览不会保存；点击「应用」后替换该计划的配额明细。</Typography.Text>
        </Card>
      )}
    </Space>
  );
}
