import type { AreaMessages } from '../../messages.ts';
import type { home as english } from '../en/home.ts';

export const home: AreaMessages<typeof english> = {
  'home.description':
    'Um devocional diário gratuito para famílias e igrejas, enraizado nas Escrituras e nas confissões reformadas. Enraizados na graça. Crescendo a cada dia.',
  'home.oembedTitle': 'O devocional de hoje do Reformed Devotionals',
  'home.welcome': 'Boas-vindas ao Reformed Devotionals',
  'home.heading': 'Enraizados na graça. Crescendo a cada dia.',
  'home.intro':
    'Um devocional curto a cada dia: uma passagem das Escrituras, uma reflexão para toda a família e as confissões históricas da igreja, que nos ajudam a entender o que Deus disse. Gratuito para todos, sempre.',
  'home.todayLabel': 'O devocional de hoje',
  'home.stripHeading': 'Os devocionais desta semana',
  'home.recentHeading': 'Os últimos dias',
  'home.today.eyebrow': 'Devocional de hoje',
  'home.today.meta': '{passage} · {minutes} min de leitura',
  'home.today.onItsWay': 'O devocional de hoje está a caminho',
  'home.today.listen': 'Ouvir agora',
  'home.today.none':
    'Ainda não há devocional para hoje. Enquanto isso, você pode ler um dos dias anteriores, ou abrir as confissões e deixar que as antigas palavras da igreja animem o seu coração.',
  'home.today.readConfessions': 'Ler as confissões',
  'home.today.noTranslation': 'Ainda não há devocional em português para hoje.',
  'home.today.readEnglish': 'Leia o devocional de hoje em inglês',
  'home.today.todaySuffix': ' (hoje)',
  'home.today.notReleased': ', ainda não publicado',
  'home.today.noDevotional': ', sem devocional',
  'home.today.recentEmpty': 'Não há devocionais dos últimos dias. Em breve haverá novos.',
  'home.today.today': 'Hoje',
  'home.today.loading': 'Carregando...',
  'home.blurbs.heading': 'Por que ler conosco',
  'home.blurbs.word.title': 'A Palavra',
  'home.blurbs.word.text':
    'Cada dia começa com a própria Escritura, impressa por inteiro na Bíblia Livre, na King James Version ou na Berean Standard Bible. O devocional serve ao texto; nunca toma o seu lugar.',
  'home.blurbs.reflect.title': 'Do seu jeito',
  'home.blurbs.reflect.text':
    'Leia em silêncio à mesa da cozinha, ouça a caminho do trabalho ou reúna a família em torno das perguntas para conversar. Um devocional, muitas maneiras de recebê-lo.',
  'home.blurbs.rhythm.title': 'Um ritmo diário',
  'home.blurbs.rhythm.text':
    'Toda manhã chega um devocional novo, de cinco a sete minutos: passos pequenos e fiéis que formam uma vida ao longo dos anos, como a graça costuma agir.',
  'home.features.heading': 'O que cada devocional traz',
  'home.features.intro':
    'Cada dia segue a mesma forma, para que uma família se acostume com ela: a passagem, uma reflexão escrita para famílias, o seu lugar nas confissões reformadas e uma maneira de responder.',
  'home.features.audio.title': 'Narração em áudio',
  'home.features.audio.text': 'Cada devocional pode ser ouvido, além de lido, com vozes e velocidades diferentes.',
  'home.features.questions.title': 'Perguntas para conversar',
  'home.features.questions.text': 'De três a cinco perguntas para conversar juntos em família, na classe ou em pequenos grupos.',
  'home.features.references.title': 'Referências às confissões',
  'home.features.references.text': 'Links diretos para os Padrões de Westminster, o Catecismo de Heidelberg, a Confissão Belga e os Cânones de Dort.',
  'home.features.memory.title': 'Versículos para memorizar',
  'home.features.memory.text': 'Um versículo curto para levar durante o dia e guardar no coração (Salmo 119:11).',
  'home.features.prayer.title': 'Oração e aplicação',
  'home.features.prayer.text': 'Uma oração escrita e um passo simples, para que ouvir a Palavra se transforme em praticá-la.',
  'home.features.illustrations.title': 'Ilustrações',
  'home.features.illustrations.text': 'Uma capa para cada dia, desenhada para ajudar os leitores mais novos a lembrar a história.',
  'home.testimonials.heading': 'Lido no mundo inteiro',
  'home.testimonials.intro': 'Famílias, estudantes e igrejas de muitos países leem toda manhã a mesma Palavra. Eis o que alguns compartilharam (em inglês).',
  'home.fulltext.heading': 'Busque em todos os devocionais e confissões',
  'home.fulltext.intro': 'Procura uma palavra de que se lembra, um versículo da Bíblia ou um nome da história bíblica? Aqui a busca passa por cada linha.',
  'home.fulltext.form': 'Busca no texto completo',
  'home.fulltext.placeholder': 'ex.: o bom pastor',
};
