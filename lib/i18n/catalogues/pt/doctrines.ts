import type { AreaMessages } from '../../messages.ts';
import type { doctrines as english } from '../en/doctrines.ts';

export const doctrines: AreaMessages<typeof english> = {
  'doctrine.Justification by Faith': 'Justificação pela fé',
  'doctrine.Total Depravity': 'Depravação total',
  'doctrine.Unconditional Election': 'Eleição incondicional',
  'doctrine.Limited Atonement': 'Expiação limitada',
  'doctrine.Irresistible Grace': 'Graça irresistível',
  'doctrine.Perseverance of the Saints': 'Perseverança dos santos',
  'doctrine.Sovereignty of God': 'Soberania de Deus',
  'doctrine.Covenant Theology': 'Teologia da aliança',
  'doctrine.Predestination': 'Predestinação',
  'doctrine.Providence': 'Providência',
  'doctrine.Sanctification': 'Santificação',
  'doctrine.Regeneration': 'Regeneração',
};
