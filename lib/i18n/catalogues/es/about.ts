import type { AreaMessages } from '../../messages.ts';
import type { about as english } from '../en/about.ts';

export const about: AreaMessages<typeof english> = {
  'about.title': 'Quiénes somos',
  'about.description': 'Cómo empezó Reformed Devotionals: una familia, un hijo y un tiempo diario en la Palabra de Dios que fue creciendo.',
  'about.kicker': 'Nuestra historia',
  'about.heading': 'Empezó en la mesa familiar',
  'about.story1':
    'Reformed Devotionals empezó con una familia y una pregunta: ¿cómo ayudamos a nuestro hijo a conocer al Dios que lo creó y lo salvó? Queríamos algo más que un versículo en un calendario. Queríamos que escuchara toda la historia de la Escritura, que viera a Cristo en su centro y que aprendiera el rico lenguaje con que la iglesia ha confesado durante siglos lo que enseña la Biblia.',
  'about.story2':
    'Así que empezamos a escribir lecturas breves para él: un pasaje de la Escritura, unos minutos de reflexión que pudiera seguir, una oración para orar juntos y una o dos preguntas para conversar en el desayuno. Por el camino nos apoyamos en las confesiones y catecismos reformados históricos, que llevan casi quinientos años ayudando a los padres a enseñar a sus hijos.',
  'about.story3':
    'Esas lecturas se volvieron un hábito diario, y el hábito se convirtió en este sitio. Estamos convencidos de que el crecimiento que anhelamos, en nuestro hijo y en nosotros, no es logro nuestro. Es obra de la sola gracia de Dios, recibida por la sola fe en Cristo solo, por medio de su Palabra. Lo nuestro es abrir la Escritura con fidelidad, día tras día, y confiarle a Él lo demás.',
  'about.story4':
    'Nuestra esperanza ahora es compartir estos devocionales con muchas más familias y niños: en más idiomas, para todas las edades y siempre gratis.',
  'about.glance': 'De un vistazo',
  'about.statLanguages': 'Idiomas',
  'about.statAgesValue': 'Todas',
  'about.statAges': 'Las edades',
  'about.statAgesDetail': 'De los más pequeños a los abuelos',
  'about.statFreeValue': '100%',
  'about.statFree': 'Gratis',
  'about.statFreeDetail': 'Sin suscripciones ni muros de pago',
  'about.verse': '«Instruye al niño en su carrera: aun cuando fuere viejo no se apartará de ella.»',
  'about.verseReference': 'Proverbios 22:6 (Reina-Valera 1909)',
  'about.translationsHeading': 'Traducciones de la Biblia',
  'about.translations1':
    'En la edición inglesa, cada pasaje, versículo para memorizar y tarjeta de práctica se puede leer en la <strong>King James Version</strong> (KJV) o en la <strong>Berean Standard Bible</strong> (BSB), una traducción inglesa moderna y literal. Las reflexiones citan la Escritura con las palabras que eligió quien las escribió.',
  'about.translations2':
    'La King James Version es de dominio público. La Berean Standard Bible fue dedicada al dominio público el 30 de abril de 2023: {attribution}',
  'about.translations3':
    'Donde la BSB deja un versículo fuera de su texto principal porque los manuscritos más antiguos no lo incluyen (por ejemplo, Juan 5:4), el pasaje lo indica en lugar del versículo.',
  'about.translationsEditions':
    'La edición neerlandesa lee la <strong>Statenvertaling</strong> (1637, en una revisión ortográfica posterior) y la edición española la <strong>Reina-Valera 1909</strong>. Ambas son de dominio público: la Statenvertaling por su antigüedad (el texto de CrossWire del que procede se distribuye como dominio público) y la Reina-Valera porque se publicó en 1909. La edición portuguesa lee la <strong>Bíblia Livre</strong>, una traducción brasileña libre con una licencia Creative Commons que pide citarla allí donde se muestra su texto: <span lang="pt">Texto bíblico: Bíblia Livre, © 2017 Diego Santos, Mario Sérgio &amp; Marco Teles (<a href="http://sites.google.com/site/biblialivre">http://sites.google.com/site/biblialivre</a>), licenciado sob Creative Commons Atribuição 3.0 Brasil (CC BY 3.0 BR, <a href="https://creativecommons.org/licenses/by/3.0/br/">https://creativecommons.org/licenses/by/3.0/br/</a>). Notas de rodapé omitidas.</span>',
  'about.nextHeading': 'Hacia dónde vamos',
  'about.next1':
    'Las ediciones en neerlandés, en español y en portugués ya están aquí, para que más familias lean en su propio idioma, y se prepara una traducción al francés. También estamos en proceso de constituirnos como organización sin ánimo de lucro, para que esta obra continúe mucho más allá de nuestro propio hogar.',
  'about.next2':
    'Las iglesias también pueden compartir los devocionales: el devocional de hoy y el Día del Señor del Catecismo de Heidelberg de la semana caben gratis en el sitio web de una iglesia o en su boletín.',
  'about.next2Link': 'Mira lo que tu iglesia puede insertar',
  'about.next3':
    'Todo aquí es gratis, y se mantiene así gracias a los donativos de quienes han sido bendecidos por ello. Si quieres ayudar a que más familias se reúnan en torno a la Palabra de Dios, te agradeceremos tu apoyo.',
  'about.donate': 'Donar',
};
