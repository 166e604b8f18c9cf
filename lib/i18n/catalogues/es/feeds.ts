import type { AreaMessages } from '../../messages.ts';
import type { feeds as english } from '../en/feeds.ts';

export const feeds: AreaMessages<typeof english> = {
  'feeds.rssDescription': 'Arraigados en la gracia. Creciendo cada día. Un devocional diario gratuito con un enfoque en la teología reformada.',
  'feeds.rssItemDescription': '{passage}: el devocional de hoy de Reformed Devotionals.',
  'feeds.podcastDescription':
    'Arraigados en la gracia. Creciendo cada día. Un devocional diario gratuito con un enfoque en la teología reformada, leído en voz alta: la Escritura del día, una breve historia y reflexión, y una oración.',
  'feeds.podcastItemDescription': '{passage}: un devocional reformado diario, leído en voz alta.',
  'feeds.appShortName': 'Devocionales',
  'feeds.appDescription': 'Un devocional diario gratuito con un enfoque en la teología reformada. Arraigados en la gracia. Creciendo cada día.',
  'feeds.embedToday': 'El devocional de hoy',
  'feeds.embedTodayTitle': 'El devocional de hoy: {title}',
  'feeds.oembedToday': 'El devocional de hoy de Reformed Devotionals',
  'feeds.embed.daily': 'Devocional diario',
  'feeds.embed.memoryVerse': 'Versículo para memorizar',
  'feeds.embed.read': 'Leer el devocional',
  'feeds.embed.listen': 'Escuchar',
  'feeds.embed.onItsWay': 'El devocional de hoy está en camino',
  'feeds.embed.waiting': 'Un devocional breve para cada día: un pasaje de las Escrituras, una reflexión para toda la familia y las confesiones históricas.',
  'feeds.embed.visit': 'Visitar Reformed Devotionals',
  'feeds.embed.newTab': ' (se abre en una pestaña nueva)',
  'feeds.embed.frameTitle': 'Devocional: {title}',
  'feeds.embedCatechismTitle': 'Catecismo de Heidelberg, Día del Señor {number}',
  'feeds.embed.catechismWeek': 'Catecismo de Heidelberg · semana del',
  'feeds.embed.lordsDay': 'Día del Señor {number}',
  'feeds.embed.question': 'Pregunta {number}.',
  'feeds.embed.catechismOnItsWay': 'El texto del catecismo llegará pronto a la biblioteca.',
  'feeds.embed.readInLibrary': 'Léelo en la biblioteca',
  'feeds.embed.notAvailableTitle': 'No disponible',
  'feeds.embed.notAvailable': 'Esta tarjeta no está disponible',
  'feeds.embed.notAvailableText': 'Puede que el devocional se haya movido. El devocional de hoy y todos los anteriores están en nuestro sitio.',
};
