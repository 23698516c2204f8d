import { describe, expect, it } from 'vitest';
import { formatMoney, formatQuantity, formatValue, yuanText } from './format.ts';

describe('money', () => {
  it('formats cents with the sign before the whole amount, also under one yuan', () => {
    expect(formatMoney(117655)).toBe('¥1,176.55');
    expect(formatMoney(-199)).toBe('-¥1.99');
    expect(formatMoney(-50)).toBe('-¥0.50');
    expect(formatMoney(-5)).toBe('-¥0.05');
    expect(formatMoney(0)).toBe('¥0.00');
    expect(formatMoney(7)).toBe('¥0.07');
    expect(formatMoney(null)).toBe('¥0.00');
    expect(formatMoney(123456789012)).toBe('¥1,234,567,890.12');
  });

  it('writes plain yuan for a spreadsheet cell (no grouping when asked)', () => {
    expect(yuanText(-199, { grouped: false })).toBe('-1.99');
    expect(yuanText(100000000, { grouped: false })).toBe('1000000.00');
    expect(yuanText(100000000)).toBe('1,000,000.00');
  });
});

describe('values by kind', () => {
  it('shows enums by label, quantities grouped, empties as nothing', () => {
    const status = { kind: 'enum' as const, options: [{ value: 1, label: '启用' }] };
    expect(formatValue(status, 1)).toBe('启用');
    expect(formatValue(status, 3)).toBe('3');
    expect(formatValue({ kind: 'quantity' }, 12500)).toBe('12,500');
    expect(formatQuantity(-1200)).toBe('-1,200');
    expect(formatValue({ kind: 'money' }, -50)).toBe('-¥0.50');
    expect(formatValue({ kind: 'text' }, null)).toBe('');
  });
});
