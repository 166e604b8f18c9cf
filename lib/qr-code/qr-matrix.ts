/**
 * A QR code symbol (ISO/IEC 18004) for a text in byte mode at error-correction level M, versions 1–15 (up to 412
 * bytes: an otpauth:// key URI is well under that). Pure: text in, a square of dark (true) and light modules out.
 */
import { errorCorrectionCodewords } from './reed-solomon.ts';

/** Level M's block structure per version: EC codewords per block, then [block count, data codewords] groups. */
const LEVEL_M_BLOCKS: Array<[ecPerBlock: number, ...groups: Array<[blocks: number, dataCodewords: number]>]> = [
  [10, [1, 16]],
  [16, [1, 28]],
  [26, [1, 44]],
  [18, [2, 32]],
  [24, [2, 43]],
  [16, [4, 27]],
  [18, [4, 31]],
  [22, [2, 38], [2, 39]],
  [22, [3, 36], [2, 37]],
  [26, [4, 43], [1, 44]],
  [30, [1, 50], [4, 51]],
  [22, [6, 36], [2, 37]],
  [22, [8, 37], [1, 38]],
  [24, [4, 40], [5, 41]],
  [24, [5, 41], [5, 42]],
];

/** Level M's two format bits (L = 01, M = 00, Q = 11, H = 10). */
const LEVEL_M_BITS = 0b00;

export type QrMatrix = boolean[][];

export function dataCodewordCount(version: number): number {
  const [, ...groups] = LEVEL_M_BLOCKS[version - 1];
  return groups.reduce((sum, [blocks, data]) => sum + blocks * data, 0);
}

/**
 * Every codeword of a version, data and EC: the tests' check that each block table fills its symbol exactly.
 * @internal
 */
export function totalCodewordCount(version: number): number {
  const [ec, ...groups] = LEVEL_M_BLOCKS[version - 1];
  return groups.reduce((sum, [blocks, data]) => sum + blocks * (data + ec), 0);
}

/** Where alignment patterns are centred (rows and columns alike), from the spacing rule of the standard. */
export function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const size = version * 4 + 17;
  const step = Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const positions = [6];
  for (let pos = size - 7; positions.length < count; pos -= step) positions.splice(1, 0, pos);
  return positions;
}

/** The 15 format bits: level and mask, BCH(15,5) protected, XOR 101010000010010. */
export function formatBits(levelBits: number, mask: number): number {
  const data = (levelBits << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >> 9) * 0x537);
  return ((data << 10) | (rem & 0x3ff)) ^ 0x5412;
}

/** The 18 version bits of versions 7 and up: the version, BCH(18,6) protected. */
export function versionBits(version: number): number {
  let rem = version;
  for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >> 11) * 0x1f25);
  return (version << 12) | (rem & 0xfff);
}

/** The data codewords: byte mode indicator, length, the bytes, terminator and the standard's padding. */
export function dataCodewords(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  put(0b0100, 4);
  put(bytes.length, version <= 9 ? 8 : 16);
  for (const b of bytes) put(b, 8);
  const capacity = dataCodewordCount(version) * 8;
  put(0, Math.min(4, capacity - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((acc, bit) => (acc << 1) | bit, 0));
  for (let pad = 0xec; codewords.length < capacity / 8; pad ^= 0xec ^ 0x11) codewords.push(pad);
  return codewords;
}

/** Splits data into the version's blocks, adds each block's EC codewords, and interleaves them as the standard does. */
export function finalCodewords(data: number[], version: number): number[] {
  const [ec, ...groups] = LEVEL_M_BLOCKS[version - 1];
  const blocks: number[][] = [];
  let offset = 0;
  for (const [count, length] of groups) {
    for (let i = 0; i < count; i++) {
      blocks.push(data.slice(offset, offset + length));
      offset += length;
    }
  }
  const ecBlocks = blocks.map((block) => errorCorrectionCodewords(block, ec));
  const out: number[] = [];
  const longest = Math.max(...blocks.map((b) => b.length));
  for (let i = 0; i < longest; i++) for (const block of blocks) if (i < block.length) out.push(block[i]);
  for (let i = 0; i < ec; i++) for (const block of ecBlocks) out.push(block[i]);
  return out;
}

const MASKS: Array<(row: number, col: number) => boolean> = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

class Symbol {
  readonly size: number;
  readonly modules: boolean[][];
  readonly reserved: boolean[][];

  constructor(readonly version: number) {
    this.size = version * 4 + 17;
    this.modules = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
    this.reserved = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
  }

  set(row: number, col: number, dark: boolean): void {
    this.modules[row][col] = dark;
    this.reserved[row][col] = true;
  }

  drawFunctionPatterns(): void {
    const { size } = this;
    for (let i = 0; i < size; i++) {
      this.set(6, i, i % 2 === 0);
      this.set(i, 6, i % 2 === 0);
    }
    for (const [row, col] of [
      [3, 3],
      [3, size - 4],
      [size - 4, 3],
    ]) {
      // The 7×7 finder and its light separator: dark where the Chebyshev distance from the centre is 0, 1, or 3.
      for (let dr = -4; dr <= 4; dr++) {
        for (let dc = -4; dc <= 4; dc++) {
          const r = row + dr;
          const c = col + dc;
          if (r < 0 || c < 0 || r >= size || c >= size) continue;
          const d = Math.max(Math.abs(dr), Math.abs(dc));
          this.set(r, c, d !== 2 && d !== 4);
        }
      }
    }
    const positions = alignmentPositions(this.version);
    const last = positions.length - 1;
    positions.forEach((row, i) =>
      positions.forEach((col, j) => {
        // Not over the three finders.
        if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
        for (let dr = -2; dr <= 2; dr++) {
          for (let dc = -2; dc <= 2; dc++) this.set(row + dr, col + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
        }
      }),
    );
    this.drawFormat(0); // reserves the format areas; redrawn with the chosen mask
    if (this.version >= 7) {
      const bits = versionBits(this.version);
      for (let i = 0; i < 18; i++) {
        const dark = ((bits >>> i) & 1) === 1;
        const a = size - 11 + (i % 3);
        const b = Math.floor(i / 3);
        this.set(b, a, dark);
        this.set(a, b, dark);
      }
    }
  }

  drawFormat(mask: number): void {
    const { size } = this;
    const bits = formatBits(LEVEL_M_BITS, mask);
    const bit = (i: number) => ((bits >>> i) & 1) === 1;
    for (let i = 0; i <= 5; i++) this.set(i, 8, bit(i));
    this.set(7, 8, bit(6));
    this.set(8, 8, bit(7));
    this.set(8, 7, bit(8));
    for (let i = 9; i < 15; i++) this.set(8, 14 - i, bit(i));
    for (let i = 0; i < 8; i++) this.set(8, size - 1 - i, bit(i));
    for (let i = 8; i < 15; i++) this.set(size - 15 + i, 8, bit(i));
    this.set(size - 8, 8, true); // the dark module
  }

  /** Places the codewords in the standard's two-column zigzag, from the bottom-right corner, skipping column 6. */
  drawCodewords(codewords: number[]): void {
    const { size } = this;
    let i = 0;
    for (let right = size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      const upward = ((right + 1) & 2) === 0;
      for (let v = 0; v < size; v++) {
        const row = upward ? size - 1 - v : v;
        for (let j = 0; j < 2; j++) {
          const col = right - j;
          if (this.reserved[row][col] || i >= codewords.length * 8) continue;
          this.modules[row][col] = ((codewords[i >>> 3] >>> (7 - (i & 7))) & 1) === 1;
          i++;
        }
      }
    }
  }

  applyMask(mask: number): void {
    for (let r = 0; r < this.size; r++) {
      for (let c = 0; c < this.size; c++) if (!this.reserved[r][c] && MASKS[mask](r, c)) this.modules[r][c] = !this.modules[r][c];
    }
  }
}

/** The standard's penalty score (§7.8.3): runs, 2×2 blocks, finder-like patterns and dark/light imbalance. */
export function penalty(m: QrMatrix): number {
  const size = m.length;
  let score = 0;
  const lines: boolean[][] = [...m, ...m[0].map((_, c) => m.map((row) => row[c]))];
  const finderLike = [true, false, true, true, true, false, true];
  for (const line of lines) {
    let run = 1;
    for (let i = 1; i <= size; i++) {
      if (i < size && line[i] === line[i - 1]) run++;
      else {
        if (run >= 5) score += run - 2;
        run = 1;
      }
    }
    for (let i = 0; i + 7 <= size; i++) {
      if (!finderLike.every((v, k) => line[i + k] === v)) continue;
      const lightBefore = i >= 4 && line.slice(i - 4, i).every((v) => !v);
      const lightAfter = i + 11 <= size && line.slice(i + 7, i + 11).every((v) => !v);
      if (lightBefore || lightAfter) score += 40;
    }
  }
  for (let r = 0; r + 1 < size; r++) {
    for (let c = 0; c + 1 < size; c++) {
      const v = m[r][c];
      if (m[r][c + 1] === v && m[r + 1][c] === v && m[r + 1][c + 1] === v) score += 3;
    }
  }
  const dark = m.reduce((n, row) => n + row.filter(Boolean).length, 0);
  score += Math.floor(Math.abs((dark * 20) / (size * size) - 10)) * 10;
  return score;
}

/** The smallest version that holds the bytes, or an error when the text is too long for version 15. */
export function versionFor(byteLength: number): number {
  for (let v = 1; v <= LEVEL_M_BLOCKS.length; v++) {
    const headerBits = 4 + (v <= 9 ? 8 : 16);
    if (headerBits + byteLength * 8 <= dataCodewordCount(v) * 8) return v;
  }
  throw new Error(`QR code: ${byteLength} bytes do not fit in a version 15 symbol at level M`);
}

export function qrMatrix(text: string): QrMatrix {
  const bytes = new TextEncoder().encode(text);
  const version = versionFor(bytes.length);
  const codewords = finalCodewords(dataCodewords(bytes, version), version);
  let best: { matrix: QrMatrix; score: number } | null = null;
  for (let mask = 0; mask < 8; mask++) {
    const symbol = new Symbol(version);
    symbol.drawFunctionPatterns();
    symbol.drawCodewords(codewords);
    symbol.applyMask(mask);
    symbol.drawFormat(mask);
    const score = penalty(symbol.modules);
    if (!best || score < best.score) best = { matrix: symbol.modules, score };
  }
  return best!.matrix;
}
