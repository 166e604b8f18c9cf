import type { AreaMessages } from '../../messages.ts';
import type { churches as english } from '../en/churches.ts';

export const churches: AreaMessages<typeof english> = {
  'churches.title': 'Para igrejas',
  'churches.description':
    'Coloque o devocional de hoje e o catecismo da semana no site da sua igreja ou no boletim: de graça, sem instalar nada e sem guardar nada sobre os seus visitantes.',
  'churches.kicker': 'Para igrejas',
  'churches.heading': 'Compartilhe o devocional diário com a sua congregação',
  'churches.intro':
    'Coloque de graça no site da sua igreja o devocional de hoje, um devocional específico ou o Dia do Senhor desta semana do Catecismo de Heidelberg. Cole uma linha de HTML, ou no WordPress apenas o link. Os cartões não usam cookies, não guardam nada no navegador dos seus visitantes e abrem o devocional completo no nosso site, numa aba nova.',
  'churches.embedHeading': 'O que você pode incorporar',
  'churches.themes':
    'Cada cartão tem três temas: <strong>claro</strong>, <strong>escuro</strong> ou a <strong>preferência do visitante</strong> (o padrão). Acrescente <code>?theme=light</code> ou <code>?theme=dark</code> ao endereço do cartão para fixá-lo, e <code>?size=compact</code> para um cartão mais curto, sem a imagem nem o versículo para memorizar (por exemplo <code>{example}?theme=dark&amp;size=compact</code>).',
  'churches.translation':
    'O cartão de um devocional cita o versículo para memorizar na Bíblia Livre, com o crédito que a sua licença pede. Acrescente <code>?translation=bsb</code> para mostrar no lugar dela a Berean Standard Bible, uma tradução inglesa moderna (se combinar com outra opção, junte-as com <code>&amp;</code>: <code>?translation=bsb&amp;theme=dark</code>).',
  'churches.todayHeading': 'O devocional de hoje',
  'churches.todayFrameTitle': 'O devocional de hoje do Reformed Devotionals',
  'churches.todayText':
    'A data, o título e a passagem, as primeiras linhas, o versículo para memorizar e links para ler e ouvir. Muda toda noite, quando o devocional do dia seguinte é publicado.',
  'churches.devotionalHeading': 'Um devocional',
  'churches.devotionalFrameTitle': 'Devocional: {title}',
  'churches.devotionalText':
    'O mesmo cartão para um devocional que não muda, por exemplo o que acompanha o seu sermão ou o seu estudo bíblico. Pegue o endereço dele neste site e coloque <code>/embed</code> antes de <code>/devotional/</code>: este é <a href="{href}">“{title}”</a>.',
  'churches.catechismHeading': 'O catecismo da semana',
  'churches.catechismFrameTitle': 'O Catecismo de Heidelberg desta semana, do Reformed Devotionals',
  'churches.catechismText':
    'O Dia do Senhor desta semana do Catecismo de Heidelberg, cada pergunta com a sua resposta, com um link para o seu lugar na nossa <a href="{library}">biblioteca</a>. Percorre os Dias do Senhor ao longo do ano, um a cada domingo, e por isso cabe num boletim ou numa aula de catecismo.',
  'churches.verseHeading': 'O versículo do dia',
  'churches.verseFrameTitle': 'O versículo do dia do Reformed Devotionals',
  'churches.verseText':
    'Só o versículo para memorizar de hoje, em letra grande, com a sua referência e um link para o devocional do dia. Muda toda noite junto com o devocional.',
  'churches.imagesHeading': 'O versículo de hoje como imagem',
  'churches.imagesText':
    'Para um slide antes do culto, um boletim ou as suas redes sociais: uma imagem quadrada (1080 × 1080) para uma publicação e uma vertical (1080 × 1920) para um story. Cada endereço é sempre o mesmo e mostra o versículo novo a cada dia.',
  'churches.imagesNone': 'Hoje não há versículo para baixar. Volte quando o próximo devocional for publicado.',
  'churches.downloadSquare': 'Baixar a imagem quadrada',
  'churches.downloadStory': 'Baixar a imagem para story',
  'churches.theme.auto': 'Preferência do visitante',
  'churches.theme.light': 'Claro',
  'churches.theme.dark': 'Escuro',
  'churches.previewTitle': '{frame}, pré-visualização: tema {theme}',
  'churches.snippetFrame': 'O quadro para colar no HTML da sua página',
  'churches.snippetBible': 'O mesmo quadro com o versículo para memorizar na {bible}',
  'churches.copy': 'Copiar',
  'churches.copied': 'Copiado',
  'churches.copySelected': 'Selecionado: pressione Ctrl+C (⌘C num Mac) ou escolha Copiar no seu celular',
  'churches.builderHeading': 'Monte o seu cartão',
  'churches.builderIntro':
    'Escolha um cartão e a sua aparência. A pré-visualização mostra o cartão como os seus visitantes o verão, e o código abaixo muda a cada escolha.',
  'churches.builder.card': 'Cartão',
  'churches.builder.devotional': 'Devocional',
  'churches.builder.language': 'Idioma',
  'churches.builder.theme': 'Tema',
  'churches.builder.size': 'Tamanho',
  'churches.size.full': 'Cartão completo',
  'churches.size.compact': 'Compacto (sem a imagem nem o versículo para memorizar)',
  'churches.size.compactVerse': 'Compacto (sem a imagem nem a data, versículo mais curto)',
  'churches.builder.bible': 'Bíblia do versículo para memorizar',
  'churches.builder.width': 'Largura',
  'churches.width.fill': 'Toda a largura da coluna',
  'churches.width.pixels': '{width} pixels de largura',
  'churches.builder.fit': 'Ajustar a altura do quadro ao cartão (acrescenta o pequeno script)',
  'churches.builder.preview': 'Pré-visualização',
  'churches.builder.previewTitle': '{frame}, pré-visualização',
  'churches.builder.snippet': 'O código para colar no HTML da sua página',
  'churches.wordpressHeading': 'No WordPress e em outros sites que leem links',
  'churches.wordpress':
    'Cole o endereço de qualquer devocional, ou da nossa <a href="{home}">página inicial</a> para o devocional de hoje, numa linha separada do editor do WordPress (ou num bloco “Incorporar”). O WordPress encontra o cartão sozinho (ele lê o link oEmbed da página), mostra-o e ajusta o seu tamanho; um clique abre o devocional no nosso site.',
  'churches.resizeHeading': 'Ajuste o quadro ao cartão (opcional)',
  'churches.resize':
    'Um quadro tem altura fixa, e o texto de um cartão é mais longo em alguns dias do que em outros. Acrescente esta linha uma única vez, em qualquer lugar da página com os seus cartões, e cada quadro terá a altura exata do seu cartão. Ocupa menos de 1 KB, não lê nada da sua página e só escuta os nossos cartões.',
  'churches.snippetResize': 'O script para acrescentar junto aos seus quadros',
  'churches.feedsHeading': 'Feeds',
  'churches.rss': 'RSS:',
  'churches.rssText': 'cada devocional assim que é publicado, para um widget de notícias ou um leitor de feeds:',
  'churches.podcast': 'Podcast:',
  'churches.podcastText': 'os devocionais narrados, para qualquer aplicativo de podcast:',
  'churches.printHeading': 'Imprima a semana',
  'churches.print':
    'Para pequenos grupos e escola dominical, <a href="{guide}">o guia da semana</a> reúne no papel os devocionais e as perguntas da semana. Os <a href="{cards}">cartões para memorizar imprimíveis</a> trazem o versículo para memorizar e as perguntas do catecismo da semana, para recortar e distribuir.',
};
