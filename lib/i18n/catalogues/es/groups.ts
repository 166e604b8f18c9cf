import type { AreaMessages } from '../../messages.ts';
import type { groups as english } from '../en/groups.ts';

export const groups: AreaMessages<typeof english> = {
  'groups.home.title': 'Grupos de lectura',
  'groups.home.description': 'Lee el devocional diario en compañía: tus grupos de lectura, y cómo crear uno.',
  'groups.group.title': 'Grupo de lectura',
  'groups.group.description': 'La semana de un grupo de lectura.',
  'groups.join.title': 'Unirse a un grupo de lectura',
  'groups.join.description': 'Una invitación a leer juntos el devocional diario.',
};
