/** The archive: /archive/ and its month pages. */
export const archive = {
  'archive.title': 'Archive',
  'archive.description': 'Every Reformed Devotionals devotional, month by month.',
  'archive.intro': 'Every devotional, month by month. {count} so far.',
  'archive.emptyTitle': 'No devotionals yet',
  'archive.emptyText': 'The first devotional is on its way. Please check back soon.',
  'archive.emptyAction': 'Read the Confessions',
  'archive.devotionals.one': '{count} devotional',
  'archive.devotionals.other': '{count} devotionals',
  'archive.monthTitle': 'Devotionals of {month}',
  'archive.monthDescription': 'The Reformed Devotionals of {month}: {count}.',
  'archive.breadcrumb': 'Breadcrumb',
  'archive.months': 'Months',
  'archive.readingTime': '{minutes} min read',
} as const;
