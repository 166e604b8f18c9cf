import type { AreaMessages } from '../../messages.ts';
import type { guide as english } from '../en/guide.ts';

export const guide: AreaMessages<typeof english> = {
  'guide.title': 'Guía para grupos: del {from} al {to}',
  'guide.description':
    'Una guía para quienes dirigen grupos pequeños, tomada de los devocionales de la semana: lecturas, preguntas, el versículo para memorizar, el catecismo, oraciones y una parte para los niños.',
  'guide.indexTitle': 'La guía de grupo de esta semana',
  'guide.indexDescription':
    'Una guía para quienes dirigen grupos pequeños, tomada de los devocionales de esta semana: lecturas, preguntas, el versículo para memorizar, el catecismo, oraciones y una parte para los niños.',
  'guide.earlier': 'Semanas anteriores',
  'guide.noEarlier': 'Todavía no hay semanas anteriores.',
  'guide.range': 'Del {from} al {to}',
  'guide.thisWeek': 'La guía de esta semana y las semanas anteriores',
  'guide.complete': 'La semana completa, de lunes a domingo.',
  'guide.none': 'Todavía no se ha publicado ningún devocional de esta semana. Vuelve mañana por la mañana.',
  'guide.soFar': 'La semana hasta ahora: {count} de 7 días. La guía crece con el devocional de cada día y está completa el domingo.',
  'guide.print': 'Imprimir la guía',
  'guide.readings': 'Las lecturas de la semana',
  'guide.questions': 'Preguntas para conversar',
  'guide.verse': 'Versículo para memorizar esta semana',
  'guide.lordsDay': 'Catecismo de Heidelberg, Día del Señor {number}',
  'guide.question': 'P{number}.',
  'guide.lordsDayLink': 'Día del Señor {number} en la biblioteca',
  'guide.prayers': 'Oraciones',
  'guide.open': 'Para comenzar:',
  'guide.close': 'Para terminar:',
  'guide.children': 'Para los niños',
  'guide.youngChildren': 'Catecismo para niños pequeños, semana {week}: preguntas {first}–{last}.',
  'guide.askThem': 'Pregúntales:',
  'guide.inEnglish': 'La biblioteca tiene este catecismo solo en inglés.',
  'guide.scan': 'Escanea para abrir esta semana en el sitio:',
  'guide.scanGroup': 'Escanea para abrir esta semana en la página de tu grupo:',
  'guide.qrCode': 'Código QR de la dirección que aparece al lado',
  'guide.talk': 'Habla de estas preguntas con tu grupo',
  'guide.passages': 'Los pasajes completos',
};
