import type { AreaMessages } from '../../messages.ts';
import type { home as english } from '../en/home.ts';

export const home: AreaMessages<typeof english> = {
  'home.description':
    'Un devocional diario gratuito para familias e iglesias, arraigado en las Escrituras y en las confesiones reformadas. Arraigados en la gracia. Creciendo cada día.',
  'home.oembedTitle': 'El devocional de hoy de Reformed Devotionals',
  'home.welcome': 'Te damos la bienvenida a Reformed Devotionals',
  'home.heading': 'Arraigados en la gracia. Creciendo cada día.',
  'home.intro':
    'Un devocional breve cada día: un pasaje de las Escrituras, una reflexión para toda la familia y las confesiones históricas de la iglesia, que nos ayudan a entender lo que Dios ha dicho. Gratis para todos, siempre.',
  'home.todayLabel': 'El devocional de hoy',
  'home.stripHeading': 'Los devocionales de esta semana',
  'home.recentHeading': 'Los últimos días',
  'home.today.eyebrow': 'Devocional de hoy',
  'home.today.meta': '{passage} · {minutes} min de lectura',
  'home.today.onItsWay': 'El devocional de hoy está en camino',
  'home.today.listen': 'Escuchar ahora',
  'home.today.none':
    'Todavía no hay devocional para hoy. Mientras tanto, puedes leer uno de los días anteriores, o abrir las confesiones y dejar que las antiguas palabras de la iglesia animen tu corazón.',
  'home.today.readConfessions': 'Leer las confesiones',
  'home.today.noTranslation': 'Todavía no hay devocional en español para hoy.',
  'home.today.readEnglish': 'Lee el devocional de hoy en inglés',
  'home.today.todaySuffix': ' (hoy)',
  'home.today.notReleased': ', todavía no publicado',
  'home.today.noDevotional': ', sin devocional',
  'home.today.recentEmpty': 'No hay devocionales de los últimos días. Pronto habrá nuevos.',
  'home.today.today': 'Hoy',
  'home.today.loading': 'Cargando...',
  'home.blurbs.heading': 'Por qué leer con nosotros',
  'home.blurbs.word.title': 'La Palabra',
  'home.blurbs.word.text':
    'Cada día comienza con la Escritura misma, impresa completa en la Reina-Valera 1909, la King James Version o la Berean Standard Bible. El devocional sirve al texto; nunca ocupa su lugar.',
  'home.blurbs.reflect.title': 'A tu manera',
  'home.blurbs.reflect.text':
    'Lee en silencio en la mesa de la cocina, escucha de camino al trabajo o reúne a la familia en torno a las preguntas para conversar. Un devocional, muchas maneras de recibirlo.',
  'home.blurbs.rhythm.title': 'Un ritmo diario',
  'home.blurbs.rhythm.text':
    'Cada mañana llega un devocional nuevo, de unos cinco a siete minutos: pasos pequeños y fieles que forman una vida a lo largo de los años, como suele obrar la gracia.',
  'home.features.heading': 'Lo que trae cada devocional',
  'home.features.intro':
    'Cada día sigue la misma forma, para que una familia se acostumbre a ella: el pasaje, una reflexión escrita para familias, su lugar en las confesiones reformadas y una manera de responder.',
  'home.features.audio.title': 'Narración en audio',
  'home.features.audio.text': 'Cada devocional se puede escuchar además de leer, con distintas voces y velocidades.',
  'home.features.questions.title': 'Preguntas para conversar',
  'home.features.questions.text': 'De tres a cinco preguntas para conversar juntos en familia, en clase o en grupos pequeños.',
  'home.features.references.title': 'Referencias a las confesiones',
  'home.features.references.text': 'Enlaces directos a los Estándares de Westminster, el Catecismo de Heidelberg, la Confesión Belga y los Cánones de Dort.',
  'home.features.memory.title': 'Versículos para memorizar',
  'home.features.memory.text': 'Un versículo breve para llevar durante el día y guardar en el corazón (Salmo 119:11).',
  'home.features.prayer.title': 'Oración y aplicación',
  'home.features.prayer.text': 'Una oración escrita y un paso sencillo, para que oír la Palabra se convierta en hacerla.',
  'home.features.illustrations.title': 'Ilustraciones',
  'home.features.illustrations.text': 'Una portada para cada día, dibujada para ayudar a los lectores más jóvenes a recordar la historia.',
  'home.testimonials.heading': 'Leído en todo el mundo',
  'home.testimonials.intro':
    'Familias, estudiantes e iglesias de muchos países leen cada mañana la misma Palabra. Esto es lo que algunos han compartido (en inglés).',
  'home.fulltext.heading': 'Busca en todos los devocionales y confesiones',
  'home.fulltext.intro': '¿Buscas una palabra que recuerdas, un versículo de la Biblia o un nombre de la historia bíblica? Aquí se busca en cada línea.',
  'home.fulltext.form': 'Búsqueda de texto completo',
  'home.fulltext.placeholder': 'p. ej. el buen pastor',
};
