/**
 * "View on site": a released devotional (published, dated today or earlier in the site's time zone) opens
 * at its public page in a new tab, from the editor and from its row in the table. An unreleased one has no public
 * page, so no link. The site shares the console's session, so the admin is signed in there too.
 */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useRecordContext } from 'react-admin';
import { isReleased, publicDevotionalPath } from '@lib/devotionals/released.ts';
import { languageOf } from '@lib/devotionals/languages.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { Button } from '../common/LabelledButton.tsx';
import { useSiteToday } from '../publishing/useSiteToday.ts';

interface Devotional {
  id: string;
  title: string;
  status: string;
  date: string | null;
  /** Its edition: a Dutch or Spanish devotional's page is under /nl/ or /es/. */
  language?: string;
}

export function ViewOnSiteButton({ devotional, variant = 'text' }: { devotional: Devotional; variant?: 'text' | 'outlined' }) {
  const today = useSiteToday();
  if (!isReleased(devotional, today)) return null;
  return (
    <Button
      component="a"
      href={localePath(languageOf(devotional.language), publicDevotionalPath(devotional.id))}
      target="_blank"
      rel="noopener"
      label="View on site"
      startIcon={<OpenInNewIcon />}
      variant={variant}
      aria-label={variant === 'text' ? `View on site: ${devotional.title}` : undefined}
    />
  );
}

/** The table row's link, for the row's devotional. */
export function ViewOnSiteRowButton() {
  const record = useRecordContext<Devotional>();
  return record ? <ViewOnSiteButton devotional={record} /> : null;
}
