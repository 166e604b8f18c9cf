import type { AreaMessages } from '../../messages.ts';
import type { pageParts as english } from '../en/page-parts.ts';

export const pageParts: AreaMessages<typeof english> = {
  'pageParts.loading': 'Cargando…',
  'pageParts.failed': 'No se pudo cargar esta parte de la página. Comprueba tu conexión y vuelve a cargar la página.',
  'pageParts.retry': 'Volver a cargar la página',
};
