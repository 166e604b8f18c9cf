import type { AreaMessages } from '../../messages.ts';
import type { doctrines as english } from '../en/doctrines.ts';

export const doctrines: AreaMessages<typeof english> = {
  'doctrine.Justification by Faith': 'Rechtvaardiging door het geloof',
  'doctrine.Total Depravity': 'Algehele verdorvenheid',
  'doctrine.Unconditional Election': 'Onvoorwaardelijke verkiezing',
  'doctrine.Limited Atonement': 'Particuliere verzoening',
  'doctrine.Irresistible Grace': 'Onwederstandelijke genade',
  'doctrine.Perseverance of the Saints': 'Volharding der heiligen',
  'doctrine.Sovereignty of God': 'Soevereiniteit van God',
  'doctrine.Covenant Theology': 'Verbondstheologie',
  'doctrine.Predestination': 'Predestinatie',
  'doctrine.Providence': 'Voorzienigheid',
  'doctrine.Sanctification': 'Heiligmaking',
  'doctrine.Regeneration': 'Wedergeboorte',
};
