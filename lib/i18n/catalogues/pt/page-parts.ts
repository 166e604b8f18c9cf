import type { AreaMessages } from '../../messages.ts';
import type { pageParts as english } from '../en/page-parts.ts';

export const pageParts: AreaMessages<typeof english> = {
  'pageParts.loading': 'Carregando…',
  'pageParts.failed': 'Não foi possível carregar esta parte da página. Verifique a sua conexão e recarregue a página.',
  'pageParts.retry': 'Recarregar a página',
};
