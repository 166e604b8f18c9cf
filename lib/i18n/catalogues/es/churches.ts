import type { AreaMessages } from '../../messages.ts';
import type { churches as english } from '../en/churches.ts';

export const churches: AreaMessages<typeof english> = {
  'churches.title': 'Para iglesias',
  'churches.description':
    'Pon el devocional de hoy y el catecismo de la semana en el sitio web de tu iglesia o en el boletín: gratis, sin instalar nada y sin guardar nada sobre tus visitantes.',
  'churches.kicker': 'Para iglesias',
  'churches.heading': 'Comparte el devocional diario con tu congregación',
  'churches.intro':
    'Pon gratis en el sitio web de tu iglesia el devocional de hoy, un devocional concreto o el Día del Señor de esta semana del Catecismo de Heidelberg. Pega una línea de HTML, o en WordPress solo el enlace. Las tarjetas no usan cookies, no guardan nada en el navegador de tus visitantes y abren el devocional completo en nuestro sitio, en una pestaña nueva.',
  'churches.embedHeading': 'Lo que puedes insertar',
  'churches.themes':
    'Cada tarjeta tiene tres temas: <strong>claro</strong>, <strong>oscuro</strong> o la <strong>preferencia del visitante</strong> (el predeterminado). Añade <code>?theme=light</code> o <code>?theme=dark</code> a la dirección de la tarjeta para fijarlo, y <code>?size=compact</code> para una tarjeta más corta, sin la imagen ni el versículo para memorizar (por ejemplo <code>{example}?theme=dark&amp;size=compact</code>).',
  'churches.translation':
    'La tarjeta de un devocional cita el versículo para memorizar en la Reina-Valera 1909. Añade <code>?translation=bsb</code> para mostrar en su lugar la Berean Standard Bible, una traducción inglesa moderna (si lo combinas con otra opción, únelas con <code>&amp;</code>: <code>?translation=bsb&amp;theme=dark</code>).',
  'churches.todayHeading': 'El devocional de hoy',
  'churches.todayFrameTitle': 'El devocional de hoy de Reformed Devotionals',
  'churches.todayText':
    'La fecha, el título y el pasaje, las primeras líneas, el versículo para memorizar y enlaces para leer y escuchar. Cambia cada noche, cuando se publica el devocional del día siguiente.',
  'churches.devotionalHeading': 'Un devocional',
  'churches.devotionalFrameTitle': 'Devocional: {title}',
  'churches.devotionalText':
    'La misma tarjeta para un devocional que no cambia, por ejemplo el que sigue tu sermón o tu estudio bíblico. Toma su dirección en este sitio y pon <code>/embed</code> delante de <code>/devotional/</code>: este es <a href="{href}">“{title}”</a>.',
  'churches.catechismHeading': 'El catecismo de la semana',
  'churches.catechismFrameTitle': 'El Catecismo de Heidelberg de esta semana, de Reformed Devotionals',
  'churches.catechismText':
    'El Día del Señor de esta semana del Catecismo de Heidelberg, cada pregunta con su respuesta, con un enlace a su lugar en nuestra <a href="{library}">biblioteca</a>. Recorre los Días del Señor a lo largo del año, uno cada domingo, así que encaja en un boletín o en una clase de catecismo.',
  'churches.verseHeading': 'El versículo del día',
  'churches.verseFrameTitle': 'El versículo del día de Reformed Devotionals',
  'churches.verseText':
    'Solo el versículo para memorizar de hoy, en letra grande, con su referencia y un enlace al devocional del día. Cambia cada noche junto con el devocional.',
  'churches.imagesHeading': 'El versículo de hoy como imagen',
  'churches.imagesText':
    'Para una diapositiva antes del culto, un boletín o tus redes sociales: una imagen cuadrada (1080 × 1080) para una publicación y una vertical (1080 × 1920) para una historia. Cada dirección es siempre la misma y muestra el versículo nuevo cada día.',
  'churches.imagesNone': 'Hoy no hay versículo para descargar. Vuelve cuando se publique el próximo devocional.',
  'churches.downloadSquare': 'Descargar imagen cuadrada',
  'churches.downloadStory': 'Descargar imagen para historia',
  'churches.theme.auto': 'Preferencia del visitante',
  'churches.theme.light': 'Claro',
  'churches.theme.dark': 'Oscuro',
  'churches.previewTitle': '{frame}, vista previa: tema {theme}',
  'churches.snippetFrame': 'El marco para pegar en el HTML de tu página',
  'churches.snippetBible': 'El mismo marco con el versículo para memorizar en la {bible}',
  'churches.copy': 'Copiar',
  'churches.copied': 'Copiado',
  'churches.copySelected': 'Seleccionado: pulsa Ctrl+C (⌘C en un Mac) o elige Copiar en tu teléfono',
  'churches.builderHeading': 'Crea tu tarjeta',
  'churches.builderIntro':
    'Elige una tarjeta y cómo debe verse. La vista previa muestra la tarjeta como la verán tus visitantes, y el código de abajo cambia con cada elección.',
  'churches.builder.card': 'Tarjeta',
  'churches.builder.devotional': 'Devocional',
  'churches.builder.language': 'Idioma',
  'churches.builder.theme': 'Tema',
  'churches.builder.size': 'Tamaño',
  'churches.size.full': 'Tarjeta completa',
  'churches.size.compact': 'Compacta (sin la imagen ni el versículo para memorizar)',
  'churches.size.compactVerse': 'Compacta (sin la imagen ni la fecha, versículo más corto)',
  'churches.builder.bible': 'Biblia del versículo para memorizar',
  'churches.builder.width': 'Ancho',
  'churches.width.fill': 'Todo el ancho de la columna',
  'churches.width.pixels': '{width} píxeles de ancho',
  'churches.builder.fit': 'Ajustar la altura del marco a la tarjeta (añade el pequeño script)',
  'churches.builder.preview': 'Vista previa',
  'churches.builder.previewTitle': '{frame}, vista previa',
  'churches.builder.snippet': 'El código para pegar en el HTML de tu página',
  'churches.wordpressHeading': 'En WordPress y otros sitios que leen enlaces',
  'churches.wordpress':
    'Pega la dirección de cualquier devocional, o de nuestra <a href="{home}">página de inicio</a> para el devocional de hoy, en una línea aparte del editor de WordPress (o en un bloque «Incrustar»). WordPress encuentra la tarjeta por sí solo (lee el enlace oEmbed de la página), la muestra y ajusta su tamaño; un clic abre el devocional en nuestro sitio.',
  'churches.resizeHeading': 'Ajusta el marco a la tarjeta (opcional)',
  'churches.resize':
    'Un marco tiene una altura fija, y el texto de una tarjeta es más largo unos días que otros. Añade esta línea una sola vez, en cualquier lugar de la página con tus tarjetas, y cada marco tomará la altura exacta de su tarjeta. Ocupa menos de 1 KB, no lee nada de tu página y solo escucha a nuestras tarjetas.',
  'churches.snippetResize': 'El script para añadir junto a tus marcos',
  'churches.feedsHeading': 'Canales',
  'churches.rss': 'RSS:',
  'churches.rssText': 'cada devocional en cuanto se publica, para un widget de noticias o un lector de canales:',
  'churches.podcast': 'Pódcast:',
  'churches.podcastText': 'los devocionales narrados, para cualquier aplicación de pódcast:',
  'churches.printHeading': 'Imprime la semana',
  'churches.print':
    'Para grupos pequeños y escuela dominical, <a href="{guide}">la guía de la semana</a> reúne en papel los devocionales y las preguntas de la semana. Las <a href="{cards}">tarjetas para memorizar imprimibles</a> contienen el versículo para memorizar y las preguntas del catecismo de la semana, para recortar y repartir.',
};
