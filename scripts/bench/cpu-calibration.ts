/**
 * Lighthouse's CPU slowdown calibrated to the machine, as Lighthouse's throttling docs (docs/throttling.md,
 * "Calibrating the CPU slowdown") advise: its default 4x turns a high-end desktop into a mid-tier phone, so a slower
 * host needs less. The docs place hosts by the benchmarkIndex Lighthouse measures and give the multiplier that
 * targets a mid-tier phone from each bracket:
 *   high-end desktop (1500 and up) 4x; low-end desktop (1000–1500) 2x; high-end phone (800–1000) 2x;
 *   a mid-tier phone or slower (under 800) 1x.
 */
export const DEFAULT_CPU_SLOWDOWN = 4;

export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex >= 1500) return DEFAULT_CPU_SLOWDOWN;
  if (benchmarkIndex >= 800) return 2;
  return 1;
}

/** The bracket's name in the docs' table, for the report. */
export function hostClass(benchmarkIndex: number): string {
  if (benchmarkIndex >= 1500) return 'a high-end desktop';
  if (benchmarkIndex >= 1000) return 'a low-end desktop';
  if (benchmarkIndex >= 800) return 'a high-end phone';
  return 'a mid-tier phone or slower';
}
