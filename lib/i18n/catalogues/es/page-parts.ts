import type { AreaMessages } from '../../messages.ts';
import type { pageParts as english } from '../en/page-parts.ts';

export const pageParts: AreaMessages<typeof english> = {
  'pageParts.loading': 'Cargando…',
  'pageParts.failed': 'No se pudo cargar esta parte de la página. Comprueba tu conexión e inténtalo de nuevo.',
  'pageParts.retry': 'Intentar de nuevo',
};
