import { describe, expect, it } from 'vitest';
import { formatQuantity, formatValue } from './format.ts';

describe('values by kind', () => {
  it('shows money as yuan with the sign first, enums by label, quantities grouped, empties as nothing', () => {
    const status = { kind: 'enum' as const, options: [{ value: 1, label: '启用' }] };
    expect(formatValue(status, 1)).toBe('启用');
    expect(formatValue(status, 3)).toBe('3');
    expect(formatValue({ kind: 'quantity' }, 12500)).toBe('12,500');
    expect(formatQuantity(-1200)).toBe('-1,200');
    expect(formatValue({ kind: 'money' }, -50)).toBe('-¥0.50');
    expect(formatValue({ kind: 'money' }, 117655)).toBe('¥1,176.55');
    expect(formatValue({ kind: 'text' }, null)).toBe('');
  });
});
