import type { AreaMessages } from '../../messages.ts';
import type { preview as english } from '../en/preview.ts';

export const preview: AreaMessages<typeof english> = {
  'preview.page.title': 'Vista previa',
  'preview.page.description': 'La vista previa de un devocional para administradores, antes de que se publique.',
  'preview.loading': 'Cargando la vista previa…',
  'preview.loadFailed': 'No se pudo cargar la vista previa: {message}',
  'preview.unavailable': 'Este devocional no está disponible para vista previa.',
  'preview.forAdmins': 'Las vistas previas son para administradores.',
  'preview.signIn': 'Inicia sesión',
  'preview.withAdmin': 'con una cuenta de administrador, o lee los',
  'preview.released': 'devocionales publicados',
  'preview.label': 'Vista previa',
  'preview.releasedTitle': 'Vista previa — publicado',
  'preview.releasedText': 'Los lectores ya pueden leer este devocional.',
  'preview.viewOnSite': 'Ver en el sitio',
  'preview.notReleased': 'Vista previa — todavía no publicado',
  'preview.draft': 'Borrador: los lectores no lo verán hasta que se publique.',
  'preview.scheduled': 'Programado para el {date}: los lectores lo verán desde ese día.',
  'preview.coverAlt': 'Ilustración de «{title}»',
};
