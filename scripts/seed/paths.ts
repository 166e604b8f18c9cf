/** The project root, so the seed's relative defaults (content/, ../shared/...) do not depend on the working directory. */
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

export function fromRoot(relativeOrAbsolute: string): string {
  return path.resolve(PROJECT_ROOT, relativeOrAbsolute);
}
