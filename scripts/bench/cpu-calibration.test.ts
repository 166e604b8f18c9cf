import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, hostClass } from './cpu-calibration.ts';

describe("Lighthouse's CPU slowdown for the machine", () => {
  it('keeps the default 4x on a high-end desktop', () => {
    expect(cpuSlowdownFor(1500)).toBe(4);
    expect(cpuSlowdownFor(2100)).toBe(4);
    expect(hostClass(1800)).toBe('a high-end desktop');
  });

  it('uses 2x from a low-end desktop or a high-end phone, the bracket this two-core machine falls in', () => {
    expect(cpuSlowdownFor(1499)).toBe(2);
    expect(cpuSlowdownFor(1100)).toBe(2);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(hostClass(1100)).toBe('a low-end desktop');
    expect(hostClass(900)).toBe('a high-end phone');
  });

  it('does not slow a host that is already a mid-tier phone, and keeps 4x when no index was measured', () => {
    expect(cpuSlowdownFor(799)).toBe(1);
    expect(cpuSlowdownFor(300)).toBe(1);
    expect(cpuSlowdownFor(Number.NaN)).toBe(4);
  });
});
