import { machine } from '@console/contract/declaration';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useMachineActions } from './machine-actions.ts';
import { PermissionProvider } from './permissions.tsx';

const M = machine({
  field: 'status',
  states: { 1: { label: '草稿', color: 'default' }, 2: { label: '已提交', color: 'blue' } },
  transitions: { submit: { from: [1], to: 2, permission: 'doc.submit', label: '提交' } },
  guards: { edit: { in: [1], permission: 'doc.edit', label: '修改' } },
});

const withKeys =
  (keys: string[]) =>
  ({ children }: { children: ReactNode }) => <PermissionProvider keys={keys}>{children}</PermissionProvider>;

describe('useMachineActions', () => {
  it('allows a button only from the statuses the machine names and with its key', () => {
    const { result } = renderHook(() => useMachineActions(M), { wrapper: withKeys(['doc.submit']) });
    expect(result.current('submit', 1)).toBe(true);
    expect(result.current('submit', 2)).toBe(false);
    // The status allows it, the key is missing.
    expect(result.current('edit', 1)).toBe(false);
  });
});
