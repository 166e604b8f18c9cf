/** The bench's site build with the console it built (scratch/admin) at admin/, as a deploy serves them together. */
import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';

export async function putConsoleInBuild(builtDir: string, scratch: string): Promise<void> {
  const adminDir = path.join(scratch, 'admin');
  if (!existsSync(path.join(adminDir, 'index.html'))) throw new Error('the admin console did not build, so the site has no console to serve');
  await rm(path.join(builtDir, 'admin'), { recursive: true, force: true });
  await cp(adminDir, path.join(builtDir, 'admin'), { recursive: true });
}
