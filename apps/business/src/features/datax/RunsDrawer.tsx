import { WORDS } from '@console/contract/words';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { dataxApi, dataxRunMachine, dataxRunResource, MODE_LABEL, TABLE_FIELDS } from '@console/contract/api/datax';
import type { DataxRunRow, DataxTableLog } from '@console/contract/datax';
import { declaredColumns, RecordTable, stateTag, useCall, useMachineActions } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Popconfirm, Popover, Table, Typography } from 'antd';

export const AREA = 'datax';
type Row = DataxRunRow & Record<string, unknown>;
const OPEN = [1, 2];

/** The per-table log of one run. */
function TableLog({ log }: { log: DataxTableLog[] }) {
  return (
    <Table<DataxTableLog>
      size="small"
      pagination={false}
      rowKey={(l) => `${l.source}>${l.target}`}
      dataSource={log}
      locale={{ emptyText: '尚未开始' }}
      columns={[
        { title: TABLE_FIELDS.source, dataIndex: 'source' },
        { title: TABLE_FIELDS.target, dataIndex: 'target' },
        { title: TABLE_FIELDS.mode, dataIndex: 'mode', width: 70, render: (v: keyof typeof MODE_LABEL) => MODE_LABEL[v] ?? v },
        { title: dataxRunResource.fields.rowsRead.label, dataIndex: 'rowsRead', width: 90, align: 'right' },
        { title: dataxRunResource.fields.rowsWritten.label, dataIndex: 'rowsWritten', width: 90, align: 'right' },
        {
          title: COMMON_LABELS.result,
          dataIndex: 'ok',
          render: (ok: boolean, l) =>
            ok ? WORDS.complete : <Typography.Text type={l.error ? 'danger' : 'secondary'}>{l.error || '未完成'}</Typography.Text>,
        },
      ]}
    />
  );
}

/** A task's runs, newest first, each with its table log; 中断 / 继续同步 where the machine allows them. Polls while a run is open. */
export function RunsDrawer({ task, onClose }: { task?: { id: number; name: string }; onClose: () => void }) {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const allowed = useMachineActions(dataxRunMachine);
  const act = async (action: 'pause' | 'resume', id: number) => {
    const reply = await call(dataxApi[action], { id }).catch(() => null);
    if (reply) message.success(reply.message || '操作成功');
    await qc.invalidateQueries({ queryKey: [AREA] });
  };
  return (
    <Drawer open={!!task} onClose={onClose} size={1080} title={task ? `同步记录 · ${task.name}` : ''} destroyOnHidden>
      {task && (
        <RecordTable<Row>
          area={AREA}
          list={dataxApi.runList}
          label={dataxRunResource.label}
          filters={{ taskId: task.id }}
          bare
          search={[]}
          refetchInterval={(rows) => (rows.some((r) => OPEN.includes(r.status)) ? 1000 : false)}
          columns={declaredColumns<Row>(dataxRunResource, {
            status: (v) => stateTag(dataxRunMachine, v as number),
            error: (v) => (v ? <Typography.Text type="danger">{String(v)}</Typography.Text> : '—'),
          })
            .filter((c) => c.key !== 'operator' && c.key !== 'endTime' && c.key !== 'id')
            .concat({
              key: 'log',
              title: '表日志',
              width: 90,
              render: (_: unknown, r: Row) => (
                <Popover content={<TableLog log={r.log} />} title="每张表的同步日志" trigger="click">
                  <Button type="link" size="small">
                    {`${r.log.length} 张表`}
                  </Button>
                </Popover>
              ),
            })}
          rowActions={(row) =>
            (['pause', 'resume'] as const)
              .filter((a) => allowed(a, row.status))
              .map((a) => (
                <Popconfirm key={a} title={`${dataxRunMachine.transitions[a].label}这次同步？`} onConfirm={() => act(a, row.id)}>
                  <Button type="link" size="small">
                    {dataxRunMachine.transitions[a].label}
                  </Button>
                </Popconfirm>
              ))
          }
          actionsWidth={100}
          scrollX={960}
        />
      )}
    </Drawer>
  );
}
