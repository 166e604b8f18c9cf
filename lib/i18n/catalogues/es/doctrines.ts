import type { AreaMessages } from '../../messages.ts';
import type { doctrines as english } from '../en/doctrines.ts';

export const doctrines: AreaMessages<typeof english> = {
  'doctrine.Justification by Faith': 'Justificación por la fe',
  'doctrine.Total Depravity': 'Depravación total',
  'doctrine.Unconditional Election': 'Elección incondicional',
  'doctrine.Limited Atonement': 'Expiación limitada',
  'doctrine.Irresistible Grace': 'Gracia irresistible',
  'doctrine.Perseverance of the Saints': 'Perseverancia de los santos',
  'doctrine.Sovereignty of God': 'Soberanía de Dios',
  'doctrine.Covenant Theology': 'Teología del pacto',
  'doctrine.Predestination': 'Predestinación',
  'doctrine.Providence': 'Providencia',
  'doctrine.Sanctification': 'Santificación',
  'doctrine.Regeneration': 'Regeneración',
};
