/**
 * The 12 key doctrines (lib/devotionals/doctrines.ts) as each edition shows them. The stored English names stay
 * the filter values and the database's; only the label is translated.
 */
export const doctrines = {
  'doctrine.Justification by Faith': 'Justification by Faith',
  'doctrine.Total Depravity': 'Total Depravity',
  'doctrine.Unconditional Election': 'Unconditional Election',
  'doctrine.Limited Atonement': 'Limited Atonement',
  'doctrine.Irresistible Grace': 'Irresistible Grace',
  'doctrine.Perseverance of the Saints': 'Perseverance of the Saints',
  'doctrine.Sovereignty of God': 'Sovereignty of God',
  'doctrine.Covenant Theology': 'Covenant Theology',
  'doctrine.Predestination': 'Predestination',
  'doctrine.Providence': 'Providence',
  'doctrine.Sanctification': 'Sanctification',
  'doctrine.Regeneration': 'Regeneration',
} as const;
