import type { RoleOption } from '@console/contract/roles';
import { isAgentRole } from '@console/contract/users';
import { Select, Space, Tag } from 'antd';

/** The user form's role: enabled roles (and the one held), with the 坐席 tag for an agent role (0034 / 0038). */
export function RoleSelect({
  roles,
  id,
  value,
  onChange,
}: {
  roles: RoleOption[];
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
}) {
  return (
    <Space>
      <Select
        id={id}
        style={{ width: 240 }}
        placeholder="请选择角色"
        value={value}
        onChange={onChange}
        showSearch={{ optionFilterProp: 'label' }}
        options={roles.filter((r) => r.status === 1 || r.code === value).map((r) => ({ label: r.roleName, value: r.code }))}
      />
      {isAgentRole(value) ? <Tag color="orange">坐席</Tag> : null}
    </Space>
  );
}
