import type { AreaMessages } from '../../messages.ts';
import type { fulltext as english } from '../en/fulltext.ts';

export const fulltext: AreaMessages<typeof english> = {
  'fulltext.searching': 'Buscando...',
  'fulltext.none': 'No hay resultados para “{query}”. Prueba con menos palabras o con otras.',
  'fulltext.matches.one': '{count} página coincide con “{query}”',
  'fulltext.matches.other': '{count} páginas coinciden con “{query}”',
  'fulltext.showingFirst': '; se muestran las primeras {max}',
  'fulltext.failed': 'La búsqueda de texto completo no está disponible ahora. Vuelve a intentarlo más tarde.',
  'fulltext.kind.devotional': 'Devocional',
  'fulltext.kind.confession': 'Confesión',
  'fulltext.kind.page': 'Página',
};
