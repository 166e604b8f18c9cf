/** Roman numerals both ways: Westminster chapters and sections are labelled with them. */

const NUMERALS: ReadonlyArray<readonly [number, string]> = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** 1..3999 to its numeral; anything else has no standard numeral and is rejected. */
export function toRoman(value: number): string {
  if (!Number.isInteger(value) || value < 1 || value > 3999) {
    throw new RangeError(`${value} has no Roman numeral (use a whole number from 1 to 3999)`);
  }
  let rest = value;
  let out = '';
  for (const [amount, numeral] of NUMERALS) {
    while (rest >= amount) {
      out += numeral;
      rest -= amount;
    }
  }
  return out;
}

const DIGITS: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };

/**
 * A numeral (any case, surrounding spaces and a trailing period allowed, as in "XIV.") to its value,
 * or null when it is not a well-formed numeral. Well-formed means it round-trips: "IIII" and "VX" are refused.
 */
export function fromRoman(numeral: string): number | null {
  const text = numeral.trim().replace(/\.$/, '').toUpperCase();
  if (!/^[IVXLCDM]+$/.test(text)) return null;
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const value = DIGITS[text[i]];
    const next = i + 1 < text.length ? DIGITS[text[i + 1]] : 0;
    total += value < next ? -value : value;
  }
  if (total < 1 || total > 3999 || toRoman(total) !== text) return null;
  return total;
}
