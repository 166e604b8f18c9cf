/**
 * A local stack of a spec's own, for specs that move the clock or publish (the shared stack must not change under
 * the other tests): in-memory data, the default admin, the test clock, a fast nightly timer and no narration.
 * Its build folder sits inside the project, as the bench's does: astro keeps a build's intermediate files beside an
 * output folder under the working directory, so this stack's rebuilds never share them with another build.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, startLocalStack, type LocalStack, type LocalStackOptions } from '../../scripts/local-stack.ts';
import type { TestClock } from '../../scripts/publish/test-clock.ts';
import { migratedTestSnapshot } from './migrated-snapshot.ts';

export interface OwnStack {
  stack: LocalStack;
  /** Stops the stack and removes its build folder. */
  close(): Promise<void>;
}

export async function startOwnStack(name: string, testClock: TestClock, options: Partial<LocalStackOptions> = {}): Promise<OwnStack> {
  const scratchParent = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/.cache');
  await mkdir(scratchParent, { recursive: true });
  const outDir = await mkdtemp(path.join(scratchParent, `rd-${name}-`));
  const stack = await startLocalStack({
    port: 0,
    supabasePort: 0,
    data: 'memory',
    confirmEmail: false,
    dataSnapshot: await migratedTestSnapshot(),
    outDir,
    adminEmail: DEFAULT_ADMIN_EMAIL,
    adminPassword: DEFAULT_ADMIN_PASSWORD,
    quiet: true,
    log: () => {},
    testClock,
    nightlyIntervalMs: 500,
    // These specs need no narration; narrating all 28 sample devotionals would take most of a hook's time.
    narrate: 'none',
    ...options,
  });
  return {
    stack,
    close: async () => {
      await stack.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
