/**
 * The end of `.ci/run`'s summary: each phase's time against its budget (docs/ci.md), a warning naming any phase over
 * its budget, and the slowest browser tests.
 *   tsx scripts/ci-summary.ts <phases.json from npm test> install=SECONDS postgres=SECONDS total=SECONDS
 * npm test writes the phases file (TEST_PHASES_FILE); a run that stopped early may leave it empty, and then only
 * the phases .ci/run measured itself are shown.
 */
import { readFileSync } from 'node:fs';
import { formatDuration, overBudget, PHASES, phaseLines, type Phase, type TimedTest } from './testing/phases.ts';

const [phasesFile, ...measured] = process.argv.slice(2);
let fromTests: { durations?: Partial<Record<Phase, number>>; slowest?: TimedTest[] } = {};
try {
  fromTests = JSON.parse(readFileSync(phasesFile, 'utf8'));
} catch {
  // npm test did not get as far as writing it.
}
const durations: Partial<Record<Phase, number>> = { ...fromTests.durations };
for (const pair of measured) {
  const [name, value] = pair.split('=');
  if ((PHASES as readonly string[]).includes(name) && Number.isFinite(Number(value))) durations[name as Phase] = Number(value);
}

console.log('Time by phase:');
for (const line of phaseLines(durations)) console.log(`  ${line}`);
const over = overBudget(durations);
if (over.length) console.log(`WARNING: over budget: ${over.join(', ')}. See docs/ci.md "Budgets" and the slowest tests below.`);
if (fromTests.slowest?.length) {
  console.log('Slowest browser tests:');
  for (const test of fromTests.slowest) console.log(`  ${formatDuration(test.seconds).padStart(8)}  ${test.name}`);
}
