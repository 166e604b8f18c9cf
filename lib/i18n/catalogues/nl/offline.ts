import type { AreaMessages } from '../../messages.ts';
import type { offline as english } from '../en/offline.ts';

export const offline: AreaMessages<typeof english> = {
  'offline.title': 'U bent offline',
  'offline.text': 'Deze pagina is niet bewaard om offline te lezen. Deze overdenkingen kunt u lezen tot u weer online bent:',
  'offline.none': 'Er is nog niets bewaard. Overdenkingen die u online opent, worden bewaard voor de volgende keer.',
  'offline.push.title': 'De overdenking van vandaag staat klaar',
  'offline.push.body': 'Neem vandaag een paar minuten voor Gods Woord.',
};
