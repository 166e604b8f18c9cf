/** The espeak-ng voice data (espeak-ng.data, 24 MB) read from node_modules, for Node callers and worker threads. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export async function readEspeakData(): Promise<ArrayBuffer> {
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve('@echogarden/espeak-ng-emscripten')), 'espeak-ng.data');
  const bytes = await readFile(file);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
