import { describe, expect, it } from 'vitest';
import { medianRun } from './startup.ts';

describe('medianRun', () => {
  it('gives the run at the median wall time with its own figures, whatever the order the runs came in', () => {
    const runs = [
      { ms: 900, cpu: 1 },
      { ms: 610, cpu: 2 },
      { ms: 700, cpu: 3 },
      { ms: 650, cpu: 4 },
      { ms: 2000, cpu: 5 },
    ];
    expect(medianRun(runs)).toEqual({ ms: 700, cpu: 3 });
    expect(runs[0].ms).toBe(900);
  });
});
