import type { AreaMessages } from '../../messages.ts';
import type { offline as english } from '../en/offline.ts';

export const offline: AreaMessages<typeof english> = {
  'offline.title': 'No tienes conexión',
  'offline.text': 'Esta página no se guardó para leerla sin conexión. Estos devocionales están disponibles hasta que vuelvas a conectarte:',
  'offline.none': 'Todavía no se ha guardado nada. Los devocionales que abras con conexión se guardan para la próxima vez.',
  'offline.push.title': 'El devocional de hoy está listo',
  'offline.push.body': 'Dedica hoy unos minutos a la Palabra de Dios.',
};
