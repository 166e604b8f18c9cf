/**
 * Opens the site's /preview/?id=… in a new tab: the devotional, draft or future, as readers will see it, rendered by
 * the public page's components (site/devotional-view/). The site and the console share an origin, so the path is
 * enough. It shows what is saved: unsaved edits in the form are not in it.
 */
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useRecordContext } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { isLocale } from '@lib/i18n/locales.ts';
import { localePath } from '@lib/i18n/paths.ts';

/** The preview in the devotional's own edition (/nl/preview/?id=…), so it shows in that edition's words. */
export function previewPath(id: string, language?: string): string {
  return `${localePath(isLocale(language) ? language : 'en', '/preview/')}?id=${encodeURIComponent(id)}`;
}

/** For a given devotional (the editor), or the row's record (the table). */
export function PreviewDevotionalButton({ id, title, language }: { id?: string; title?: string; language?: string }) {
  const record = useRecordContext<{ id: string; title: string; language?: string }>();
  const target = id ?? record?.id;
  const name = title ?? record?.title ?? '';
  if (!target) return null;
  return (
    <Button
      component="a"
      href={previewPath(target, language ?? record?.language)}
      target="_blank"
      rel="noopener"
      label="Preview"
      startIcon={<VisibilityIcon />}
      aria-label={`Preview: ${name}`}
    />
  );
}
