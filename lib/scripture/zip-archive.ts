/**
 * The files of a zip archive (PKWARE's APPNOTE: the central directory at the end, each entry stored or deflated), as
 * the SWORD modules of the Dutch and Spanish Bibles are published. Web-standard only (DecompressionStream), so it
 * runs in Node and in Deno alike.
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

export async function inflate(bytes: Uint8Array, format: 'deflate' | 'deflate-raw'): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream(format));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Every file of the archive by its path; throws when the bytes are not a zip archive this reader understands. */
export async function zipEntries(archive: Uint8Array): Promise<Map<string, Uint8Array>> {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  let end = -1;
  for (let at = archive.length - 22; at >= Math.max(0, archive.length - 22 - 0xffff); at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error('Not a zip archive: no end of central directory');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const files = new Map<string, Uint8Array>();
  for (let index = 0; index < count; index += 1) {
    if (view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new Error(`The zip archive's directory is broken at entry ${index + 1}`);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(archive.subarray(at + 46, at + 46 + nameLength));
    at += 46 + skip;
    if (name.endsWith('/')) continue;
    if (view.getUint32(local, true) !== LOCAL_HEADER) throw new Error(`The zip archive's entry ${name} is broken`);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = archive.subarray(start, start + compressedSize);
    if (method === 0) files.set(name, data);
    else if (method === 8) files.set(name, await inflate(data, 'deflate-raw'));
    else throw new Error(`The zip archive's entry ${name} uses compression method ${method}, which this reader does not know`);
  }
  return files;
}
