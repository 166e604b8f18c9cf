/** The series pages: /series/ and /series/{slug}/. */
export const series = {
  'series.title': 'Series',
  'series.description': 'Reformed Devotionals series: devotionals read in order, part by part.',
  'series.intro': 'Devotionals that belong together, read part by part.',
  'series.emptyTitle': 'No series yet',
  'series.emptyText': 'The first series is on its way. Please check back soon.',
  'series.emptyAction': 'Browse the Archive',
  'series.parts.one': '{count} part',
  'series.parts.other': '{count} parts',
  'series.toCome': '{count} more to come',
  'series.part': 'Part {number} of {total}',
  'series.all': 'All series',
  'series.pageDescription': '{title}: a Reformed Devotionals series.',
  'series.partNavigation': 'Parts of this series',
  'series.partNumber': 'Part {number}',
} as const;
