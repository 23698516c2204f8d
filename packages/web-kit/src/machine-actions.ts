import { can, type MachineDecl, permissionOf } from '@console/contract/declaration';
import { usePermissions } from './permissions.tsx';

/**
 * Whether a row's button shows: the machine allows the action from the row's status and the user holds its key.
 * The server checks both again; this keeps every screen from restating a machine.
 */
export function useMachineActions<M extends MachineDecl>(m: M) {
  const { has } = usePermissions();
  type Action = (keyof M['transitions'] | keyof NonNullable<M['guards']>) & string;
  return (action: Action, status: number) => can(m, action, status) && has(permissionOf(m, action));
}
