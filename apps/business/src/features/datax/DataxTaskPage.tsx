import { dataxApi, dataxTaskApi, dataxTaskResource } from '@console/contract/api/datax';
import type { DataxTaskRow } from '@console/contract/datax';
import { declaredColumns, type FieldDef, Permission, ResourceTable, stateTag, useCall } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Tag } from 'antd';
import { useState } from 'react';
import { dataxRunMachine, PASSWORD_STATES, TABLE_FIELDS } from '@console/contract/api/datax';
import { AREA, RunsDrawer } from './RunsDrawer.tsx';
import { TablesEditor } from './TablesEditor.tsx';

type Row = DataxTaskRow & Record<string, unknown>;
const f = dataxTaskResource.fields;
const password = (v: unknown) => {
  const s = PASSWORD_STATES.find((p) => p.value === v) ?? PASSWORD_STATES[1];
  return <Tag color={s.color}>{s.label}</Tag>;
};
const OWN_DB = '留空为本系统数据库';

const fields: FieldDef[] = [
  { name: 'name', label: f.name.label },
  { name: 'sourceUrl', label: f.sourceUrl.label, placeholder: `postgres://用户@主机:5432/库名（${OWN_DB}）`, span: 'full' },
  { name: 'sourcePassword', label: f.sourcePasswordSet.label, kind: 'password', placeholder: '留空则不变' },
  { name: 'targetUrl', label: f.targetUrl.label, placeholder: `postgres://用户@主机:5432/库名（${OWN_DB}）`, span: 'full' },
  { name: 'targetPassword', label: f.targetPasswordSet.label, kind: 'password', placeholder: '留空则不变' },
  { name: 'tables', label: TABLE_FIELDS.tables, input: <TablesEditor />, span: 'full' },
  { name: 'cron', label: f.cron.label, placeholder: '如 0 2 * * *（留空则只手动同步）' },
  { name: 'status', label: f.status.label, kind: 'status' },
];

/** 同步任务: tasks with their tables and schedule; 立即同步 queues a run, 同步记录 shows each run's table log. */
export default function DataxTaskPage() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [runsOf, setRunsOf] = useState<{ id: number; name: string }>();
  const run = async (row: Row) => {
    const reply = await call(dataxApi.run, { id: row.id }).catch(() => null);
    if (!reply) return;
    message.success(reply.message || '已加入同步队列');
    await qc.invalidateQueries({ queryKey: [AREA] });
    setRunsOf({ id: row.id, name: row.name });
  };
  return (
    <>
      <ResourceTable<Row>
        area={AREA}
        api={dataxTaskApi}
        label={dataxTaskResource.label}
        exportAs={dataxTaskResource.page.menu}
        search={[{ name: 'name', label: f.name.label }]}
        columns={declaredColumns<Row>(dataxTaskResource, {
          sourceUrl: (v) => (v ? String(v) : '本系统数据库'),
          targetUrl: (v) => (v ? String(v) : '本系统数据库'),
          sourcePasswordSet: password,
          targetPasswordSet: password,
          cron: (v) => (v ? String(v) : '手动'),
          lastRunStatus: (v) => (v == null ? '—' : stateTag(dataxRunMachine, v as number)),
        })}
        form={{ fields, defaults: { status: 1, sourceUrl: '', targetUrl: '', cron: '', tables: [] }, width: 960 }}
        rowActions={(row) => (
          <>
            <Permission k="dataxTask.run">
              <Button type="link" size="small" onClick={() => run(row)}>
                立即同步
              </Button>
            </Permission>
            <Button type="link" size="small" onClick={() => setRunsOf({ id: row.id, name: row.name })}>
              同步记录
            </Button>
          </>
        )}
        actionsWidth={280}
        scrollX={1700}
      />
      <RunsDrawer task={runsOf} onClose={() => setRunsOf(undefined)} />
    </>
  );
}
