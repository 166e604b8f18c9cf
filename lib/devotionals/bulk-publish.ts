/**
 * The wording of "Publish selected" in the devotionals table: the toast counts what the database actually
 * published (rows its policies let the request change), which can be fewer than were selected.
 */

function devotionals(n: number): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? 'devotional' : 'devotionals'}`;
}

export interface BulkPublishOutcome {
  type: 'success' | 'warning' | 'error';
  message: string;
}

/** The toast after asking to publish `selected` devotionals, of which `published` came back changed. */
export function bulkPublishOutcome(selected: number, published: number): BulkPublishOutcome {
  if (published === 0) return { type: 'error', message: 'Failed to update status' };
  if (published < selected) {
    return { type: 'warning', message: `${published.toLocaleString('en-US')} of ${devotionals(selected)} published; the others could not be changed` };
  }
  return { type: 'success', message: `${devotionals(published)} published` };
}

/** The reason recorded with the rebuild request that follows a bulk publish. */
export function bulkPublishRebuildReason(published: number): string {
  return `Published ${devotionals(published)}`;
}
