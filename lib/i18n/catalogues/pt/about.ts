import type { AreaMessages } from '../../messages.ts';
import type { about as english } from '../en/about.ts';

export const about: AreaMessages<typeof english> = {
  'about.title': 'Quem somos',
  'about.description': 'Como nasceu o Reformed Devotionals: uma família, um filho e um tempo diário na Palavra de Deus que foi crescendo.',
  'about.kicker': 'Nossa história',
  'about.heading': 'Começou à mesa da família',
  'about.story1':
    'O Reformed Devotionals começou com uma família e uma pergunta: como ajudar nosso filho a conhecer o Deus que o criou e o salvou? Queríamos mais do que um versículo num calendário. Queríamos que ele ouvisse toda a história da Escritura, visse Cristo no seu centro e aprendesse a rica linguagem com que a igreja, há séculos, confessa o que a Bíblia ensina.',
  'about.story2':
    'Então começamos a escrever leituras curtas para ele: uma passagem da Escritura, alguns minutos de reflexão que ele pudesse acompanhar, uma oração para orarmos juntos e uma ou duas perguntas para conversar no café da manhã. Pelo caminho nos apoiamos nas confissões e catecismos reformados históricos, que há quase quinhentos anos ajudam pais a ensinar seus filhos.',
  'about.story3':
    'Essas leituras viraram um hábito diário, e o hábito se tornou este site. Estamos convencidos de que o crescimento que desejamos, em nosso filho e em nós, não é conquista nossa. É obra somente da graça de Deus, recebida somente pela fé, somente em Cristo, por meio da sua Palavra. A nossa parte é abrir a Escritura com fidelidade, dia após dia, e confiar a Ele o resto.',
  'about.story4':
    'Agora a nossa esperança é compartilhar estes devocionais com muito mais famílias e crianças: em mais idiomas, para todas as idades e sempre de graça.',
  'about.glance': 'Em números',
  'about.statLanguages': 'Idiomas',
  'about.statAgesValue': 'Todas',
  'about.statAges': 'As idades',
  'about.statAgesDetail': 'Dos pequeninos aos avós',
  'about.statFreeValue': '100%',
  'about.statFree': 'Gratuito',
  'about.statFreeDetail': 'Sem assinaturas nem acesso pago',
  'about.verse': '“Instrui ao menino conforme seu caminho; e até quando envelhecer não se desviará dele.”',
  'about.verseReference': 'Provérbios 22:6 (Bíblia Livre)',
  'about.translationsHeading': 'Traduções da Bíblia',
  'about.translations1':
    'Na edição em inglês, cada passagem, versículo para memorizar e cartão de prática pode ser lido na <strong>King James Version</strong> (KJV) ou na <strong>Berean Standard Bible</strong> (BSB), uma tradução inglesa moderna e literal. As reflexões citam a Escritura com as palavras escolhidas por quem as escreveu.',
  'about.translations2':
    'A King James Version é de domínio público. A Berean Standard Bible foi dedicada ao domínio público em 30 de abril de 2023: {attribution}',
  'about.translations3':
    'Onde a BSB deixa um versículo fora do seu texto principal porque os manuscritos mais antigos não o incluem (por exemplo, João 5:4), a passagem o indica no lugar do versículo.',
  'about.translationsEditions':
    'A edição em holandês usa a <strong>Statenvertaling</strong> (1637, numa revisão ortográfica posterior), a edição em espanhol a <strong>Reina-Valera 1909</strong>, ambas de domínio público, e esta edição em português a <strong>Bíblia Livre</strong>, uma tradução brasileira livre publicada sob licença Creative Commons, que pede que a sua origem seja citada onde o texto aparece: Texto bíblico: Bíblia Livre, © 2017 Diego Santos, Mario Sérgio &amp; Marco Teles (<a href="http://sites.google.com/site/biblialivre">http://sites.google.com/site/biblialivre</a>), licenciado sob Creative Commons Atribuição 3.0 Brasil (CC BY 3.0 BR, <a href="https://creativecommons.org/licenses/by/3.0/br/">https://creativecommons.org/licenses/by/3.0/br/</a>). Notas de rodapé omitidas.',
  'about.nextHeading': 'Para onde vamos',
  'about.next1':
    'As edições em holandês, espanhol e português já estão aqui, para que mais famílias leiam no seu próprio idioma, e uma tradução para o francês está sendo preparada. Também estamos nos constituindo como organização sem fins lucrativos, para que este trabalho continue muito além do nosso próprio lar.',
  'about.next2':
    'As igrejas também podem compartilhar os devocionais: o devocional de hoje e o Dia do Senhor da semana do Catecismo de Heidelberg podem ser colocados de graça no site de uma igreja ou no seu boletim.',
  'about.next2Link': 'Veja o que a sua igreja pode incorporar',
  'about.next3':
    'Tudo aqui é gratuito, e continua assim graças às doações de quem foi abençoado por isso. Se você quiser ajudar mais famílias a se reunirem em torno da Palavra de Deus, ficaremos gratos pelo seu apoio.',
  'about.donate': 'Doar',
};
