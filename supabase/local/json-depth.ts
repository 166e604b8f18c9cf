/**
 * How deeply a JSON text nests arrays and objects, counted without parsing it. Bodies nested deeper than an
 * API allows are refused as invalid input before anything (this process's serialiser, the database's JSON
 * parser) recurses into them.
 */
export const MAX_JSON_DEPTH = 256;

export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) max = Math.max(max, ++depth);
    else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return max;
}
