import type { AreaMessages } from '../../messages.ts';
import type { archive as english } from '../en/archive.ts';

export const archive: AreaMessages<typeof english> = {
  'archive.title': 'Archief',
  'archive.description': 'Alle overdenkingen van Reformed Devotionals, maand voor maand.',
  'archive.intro': 'Alle overdenkingen, maand voor maand. Tot nu toe {count}.',
  'archive.emptyTitle': 'Nog geen overdenkingen',
  'archive.emptyText': 'De eerste overdenking is onderweg. Kom binnenkort nog eens kijken.',
  'archive.emptyAction': 'Lees de belijdenissen',
  'archive.devotionals.one': '{count} overdenking',
  'archive.devotionals.other': '{count} overdenkingen',
  'archive.monthTitle': 'Overdenkingen van {month}',
  'archive.monthDescription': 'De overdenkingen van Reformed Devotionals in {month}: {count}.',
  'archive.breadcrumb': 'Kruimelpad',
  'archive.months': 'Maanden',
  'archive.readingTime': '{minutes} min. lezen',
};
