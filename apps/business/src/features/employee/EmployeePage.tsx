import { employeeApi, employeeLeaveForm, employeeMachine, employeeResource } from '@console/contract/api/employee';
import { stateOptions } from '@console/contract/declaration';
import type { EmployeeRow } from '@console/contract/employee';
import { declaredColumns, type FieldDef, ModalForm, ResourceTable, stateTag, useCall, useMachineActions } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { departmentResource } from '@console/contract/api/departments';

const f = employeeResource.fields;
const fields: FieldDef[] = [
  { name: 'empCode', label: f.empCode.label, lockOnEdit: true },
  { name: 'name', label: f.name.label },
  { name: 'phone', label: f.phone.label },
  { name: 'spCode', label: COMMON_LABELS.spCode },
  { name: 'departmentCode', label: departmentResource.fields.code.label },
  { name: 'position', label: f.position.label },
  { name: 'userCode', label: '关联账号编码', placeholder: '可不填' },
  { name: 'entryDate', label: f.entryDate.label, kind: 'date' },
];
const leaveFields = (row: EmployeeRow): FieldDef[] => [
  { name: 'leaveDate', label: f.leaveDate.label, kind: 'date' },
  ...(row.userCode ? [{ name: 'disableAccount', label: `同时停用关联账号 ${row.userCode}`, kind: 'checkbox' as const }] : []),
];

/** 员工档案 (issue 30): staff of the SPs in the user's scope; 离职 asks for the date and may stop the linked account. */
export default function EmployeePage() {
  const allowed = useMachineActions(employeeMachine);
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [leaving, setLeaving] = useState<EmployeeRow | null>(null);
  const done = async (text: string) => {
    message.success(text);
    await qc.invalidateQueries({ queryKey: ['employee'] });
  };
  return (
    <>
      <ResourceTable<EmployeeRow>
        area="employee"
        api={employeeApi}
        label={employeeResource.label}
        statusToggle={false}
        importAs="employee"
        exportAs="employee"
        search={[
          { name: 'empCode', label: f.empCode.label },
          { name: 'name', label: f.name.label },
          { name: 'phone', label: f.phone.label },
          { name: 'spCode', label: COMMON_LABELS.spCode },
          { name: 'status', label: f.status.label, kind: 'select', options: stateOptions(employeeMachine.states) },
        ]}
        columns={declaredColumns<EmployeeRow>(employeeResource, { status: (s: number) => stateTag(employeeMachine, s) })}
        form={{ fields, defaults: { status: 1 } }}
        rowActions={(row) => (
          <>
            {allowed('leave', row.status) && (
              <Button type="link" size="small" onClick={() => setLeaving(row)}>
                {employeeMachine.transitions.leave.label}
              </Button>
            )}
            {allowed('rejoin', row.status) && (
              <Button
                type="link"
                size="small"
                onClick={() =>
                  call(employeeApi.enable, { ids: [row.id] }).then(
                    (r) => done(r.message || '复职成功'),
                    () => {},
                  )
                }
              >
                {employeeMachine.transitions.rejoin.label}
              </Button>
            )}
          </>
        )}
        scrollX={1500}
        actionsWidth={220}
      />
      <ModalForm
        open={leaving !== null}
        title={leaving ? `离职：${leaving.name}（${leaving.empCode}）` : '离职'}
        schema={employeeLeaveForm}
        fields={leaving ? leaveFields(leaving) : []}
        initial={{ disableAccount: false }}
        rowKey="__none"
        onClose={() => setLeaving(null)}
        onSubmit={async (values) => {
          const r = await call(employeeApi.disable, { ...values, ids: [leaving?.id ?? 0] } as never);
          await done(r.message || '离职成功');
        }}
      />
    </>
  );
}
