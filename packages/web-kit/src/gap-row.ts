import type { CSSProperties } from 'react';

/**
 * antd Space's look — an inline flex row, items centred, `gap` px between them across and down — as the style of
 * one plain element. Space is a component with an Item component (and a div) around each child: drawn in every
 * row of a list (its actions) it was a sixth of the components the rows mounted.
 */
export const gapRow = (gap: number, wrap = true): CSSProperties => ({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: wrap ? 'wrap' : undefined,
  gap,
});
