import type { AreaMessages } from '../../messages.ts';
import type { fulltext as english } from '../en/fulltext.ts';

export const fulltext: AreaMessages<typeof english> = {
  'fulltext.searching': 'Buscando...',
  'fulltext.none': 'Nenhum resultado para “{query}”. Tente com menos palavras ou com outras.',
  'fulltext.matches.one': '{count} página corresponde a “{query}”',
  'fulltext.matches.other': '{count} páginas correspondem a “{query}”',
  'fulltext.showingFirst': '; exibindo as primeiras {max}',
  'fulltext.failed': 'A busca no texto completo não está disponível agora. Tente novamente mais tarde.',
  'fulltext.kind.devotional': 'Devocional',
  'fulltext.kind.confession': 'Confissão',
  'fulltext.kind.page': 'Página',
};
