/** The 12 key doctrines a devotional is filed under; the search filter offers exactly these. */
export const KEY_DOCTRINES = [
  'Justification by Faith',
  'Total Depravity',
  'Unconditional Election',
  'Limited Atonement',
  'Irresistible Grace',
  'Perseverance of the Saints',
  'Sovereignty of God',
  'Covenant Theology',
  'Predestination',
  'Providence',
  'Sanctification',
  'Regeneration',
] as const;

export type KeyDoctrine = (typeof KEY_DOCTRINES)[number];

export function isKeyDoctrine(value: string): value is KeyDoctrine {
  return (KEY_DOCTRINES as readonly string[]).includes(value);
}
