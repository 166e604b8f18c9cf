import type { AreaMessages } from '../../messages.ts';
import type { signedIn as english } from '../en/signedIn.ts';

export const signedIn: AreaMessages<typeof english> = {
  'signedIn.signInRequired': 'Inicia sesión para ver esta página',
  'signedIn.blocked': 'Tu cuenta ha sido bloqueada. Ponte en contacto con nosotros.',
  'signedIn.bookmark.added': 'Devocional guardado',
  'signedIn.bookmark.removed': 'Marcador quitado',
  'signedIn.bookmark.addFailed': 'No se pudo guardar',
  'signedIn.bookmark.removeFailed': 'No se pudo quitar el marcador',
  'signedIn.bookmark.signIn': 'Inicia sesión para guardar devocionales',
  'signedIn.section.added': 'Sección guardada',
  'signedIn.note.saved': 'Nota guardada',
  'signedIn.note.updated': 'Nota actualizada',
  'signedIn.note.deleted': 'Nota eliminada',
  'signedIn.note.empty': 'Escribe una nota',
  'signedIn.note.signIn': 'Inicia sesión para guardar notas',
  'signedIn.note.saveFailed': 'No se pudo guardar la nota',
  'signedIn.note.deleteFailed': 'No se pudo eliminar la nota',
  'signedIn.note.loadFailed': 'No se pudo cargar tu nota. Vuelve a cargar la página.',
  'signedIn.note.confirmDelete': '¿Eliminar esta nota? No se puede deshacer.',
  'signedIn.accountDeleted': 'Tu cuenta y todo lo que contenía se han eliminado.',
};
