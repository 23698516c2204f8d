import { isAgentRole } from '@console/contract/api/users';
import { Tag } from 'antd';

/** The 坐席 tag of an agent role (0034 / 0038), beside a role or a user's role wherever they are shown. */
export const agentTag = (role: unknown) => (typeof role === 'string' && isAgentRole(role) ? <Tag color="orange">坐席</Tag> : null);

/** A role name column with the 坐席 tag when the row's role (`roleOf`) is an agent role. */
export function roleColumn<T>(title: string, dataIndex: keyof T & string, roleOf: (row: T) => unknown) {
  return {
    title,
    dataIndex,
    render: (name: string, row: T) => (
      <>
        {name} {agentTag(roleOf(row))}
      </>
    ),
  };
}
