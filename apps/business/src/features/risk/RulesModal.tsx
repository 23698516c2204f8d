import { riskApi } from '@console/contract/api/risk';
import { createCall } from '@console/web-kit';
import { ModalForm, useApi, usePermissions } from '@console/web-kit/resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Modal, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { AREA } from './options.tsx';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { WORDS } from '@console/contract/words';

type Rule = {
  ruleCode: string;
  ruleName: string;
  points: number;
  threshold: number;
  thresholdMeaning: string;
  enabled: boolean;
  updateTime: string;
};

/** The scoring rules with their points, threshold and switch; an editor holding orderRisk.edit changes them. */
export function RulesModal(props: { open: boolean; onClose: () => void }) {
  const client = useApi();
  const call = useMemo(() => createCall(client), [client]);
  const { has } = usePermissions();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Rule | null>(null);
  const key = [AREA, 'rules'];
  const rules = useQuery({
    queryKey: key,
    queryFn: async () => (await call(riskApi.ruleList, {})).data as Rule[],
    enabled: props.open,
  });
  const canEdit = has(riskApi.ruleUpdate.permission);
  return (
    <Modal open={props.open} title="风控规则" width={860} footer={null} onCancel={props.onClose}>
      <Table<Rule>
        rowKey="ruleCode"
        size="small"
        pagination={false}
        loading={rules.isLoading}
        dataSource={rules.data ?? []}
        columns={[
          { title: '规则', dataIndex: 'ruleName', width: 120 },
          { title: COMMON_LABELS.code, dataIndex: 'ruleCode', width: 140 },
          { title: '分值', dataIndex: 'points', width: 70, align: 'right' },
          { title: '阈值', dataIndex: 'threshold', width: 70, align: 'right' },
          { title: '阈值含义', dataIndex: 'thresholdMeaning' },
          {
            title: WORDS.enable,
            dataIndex: 'enabled',
            width: 70,
            render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? '是' : '否'}</Tag>,
          },
          ...(canEdit
            ? [
                {
                  title: COMMON_LABELS.action,
                  width: 70,
                  render: (_: unknown, r: Rule) => (
                    <Button type="link" size="small" onClick={() => setEditing(r)}>
                      编辑
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ModalForm
        open={editing !== null}
        title={`编辑规则：${editing?.ruleName ?? ''}`}
        schema={riskApi.ruleUpdate.input}
        rowKey="ruleCode"
        fields={[
          { name: 'points', label: '分值', kind: 'number' },
          { name: 'threshold', label: '阈值', kind: 'number' },
          { name: 'enabled', label: WORDS.enable, kind: 'checkbox' },
        ]}
        initial={
          editing
            ? {
                ruleCode: editing.ruleCode,
                points: editing.points,
                threshold: editing.threshold,
                enabled: editing.enabled,
                // A rule never saved has no time to send back.
                ...(editing.updateTime ? { updateTime: editing.updateTime } : {}),
              }
            : undefined
        }
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          const reply = await call(riskApi.ruleUpdate, values as never);
          message.success(reply.message || '修改成功');
          await qc.invalidateQueries({ queryKey: key });
        }}
      />
    </Modal>
  );
}
