/**
 * WOFF 1.0 to a plain OpenType/TrueType font. The project ships its cover fonts from npm (@fontsource/lora), which
 * publishes WOFF and WOFF2 only, and the rasterizer reads raw SFNT fonts. WOFF is the SFNT's tables, each
 * zlib-compressed when that is smaller: this rebuilds the SFNT header and table directory and inflates the tables.
 * Uses DecompressionStream (Node 18+, every current browser), so it runs wherever the covers are rendered.
 */

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function woffToSfnt(woff: Uint8Array): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('Not a WOFF font (no "wOFF" signature)');
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables: Array<{ tag: number; checksum: number; data: Uint8Array }> = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const tag = view.getUint32(at);
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    const checksum = view.getUint32(at + 16);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? await inflate(raw) : raw;
    if (data.length !== origLength) throw new Error('A WOFF table did not inflate to its stated length');
    tables.push({ tag, checksum, data });
  }
  const headerSize = 12 + numTables * 16;
  const total = tables.reduce((n, t) => n + ((t.data.length + 3) & ~3), headerSize);
  const out = new Uint8Array(total);
  const o = new DataView(out.buffer);
  let power = 1;
  let log2 = 0;
  while (power * 2 <= numTables) {
    power *= 2;
    log2++;
  }
  o.setUint32(0, flavor);
  o.setUint16(4, numTables);
  o.setUint16(6, power * 16);
  o.setUint16(8, log2);
  o.setUint16(10, numTables * 16 - power * 16);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    o.setUint32(at, t.tag);
    o.setUint32(at + 4, t.checksum);
    o.setUint32(at + 8, offset);
    o.setUint32(at + 12, t.data.length);
    out.set(t.data, offset);
    offset += (t.data.length + 3) & ~3;
  });
  return out;
}
