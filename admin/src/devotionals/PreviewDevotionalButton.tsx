/**
 * Opens the site's /preview/?id=… in a new tab: the devotional, draft or future, as readers will see it, rendered by
 * the public page's components (site/devotional-view/). The site and the console share an origin, so the path is
 * enough. It shows what is saved: unsaved edits in the form are not in it.
 */
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useRecordContext } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';

export function previewPath(id: string): string {
  return `/preview/?id=${encodeURIComponent(id)}`;
}

/** For a given devotional (the editor), or the row's record (the table). */
export function PreviewDevotionalButton({ id, title }: { id?: string; title?: string }) {
  const record = useRecordContext<{ id: string; title: string }>();
  const target = id ?? record?.id;
  const name = title ?? record?.title ?? '';
  if (!target) return null;
  return (
    <Button
      component="a"
      href={previewPath(target)}
      target="_blank"
      rel="noopener"
      label="Preview"
      startIcon={<VisibilityIcon />}
      aria-label={`Preview: ${name}`}
    />
  );
}
