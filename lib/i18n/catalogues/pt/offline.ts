import type { AreaMessages } from '../../messages.ts';
import type { offline as english } from '../en/offline.ts';

export const offline: AreaMessages<typeof english> = {
  'offline.title': 'Você está sem conexão',
  'offline.text': 'Esta página não foi guardada para ler sem conexão. Estes devocionais estão disponíveis até você se conectar de novo:',
  'offline.push.title': 'O devocional de hoje está pronto',
  'offline.push.body': 'Reserve hoje alguns minutos para a Palavra de Deus.',
  'offline.none': 'Nada foi guardado ainda. Os devocionais que você abrir com conexão são guardados para a próxima vez.',
};
