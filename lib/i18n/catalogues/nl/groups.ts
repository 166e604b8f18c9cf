import type { AreaMessages } from '../../messages.ts';
import type { groups as english } from '../en/groups.ts';

export const groups: AreaMessages<typeof english> = {
  'groups.home.title': 'Leesgroepen',
  'groups.home.description': 'Lees de dagelijkse overdenking samen: je leesgroepen, en er een beginnen.',
  'groups.group.title': 'Leesgroep',
  'groups.group.description': 'De week van een leesgroep samen.',
  'groups.join.title': 'Lid worden van een leesgroep',
  'groups.join.description': 'Een uitnodiging om de dagelijkse overdenking samen te lezen.',
};
