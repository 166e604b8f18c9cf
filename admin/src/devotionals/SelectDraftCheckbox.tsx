/**
 * The row checkbox of the devotionals table, for "Publish selected". react-admin's own row checkbox puts its
 * "Select this row" label on the wrapping span (axe: a prohibited aria-label, and an unnamed input), and every
 * row has the same name; this one labels the input itself with the devotional's title. Only drafts can be
 * selected: publishing is all the selection is for.
 */
import { Checkbox } from '@mui/material';
import { useListContext, useRecordContext } from 'react-admin';
import type { DevotionalRow } from './DevotionalTable.tsx';

export function SelectDraftCheckbox() {
  const record = useRecordContext<DevotionalRow>();
  const { selectedIds, onToggleItem } = useListContext();
  if (!record || record.status !== 'draft') return null;
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(record.id)}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input: { 'aria-label': `Select: ${record.title}` } }}
    />
  );
}
