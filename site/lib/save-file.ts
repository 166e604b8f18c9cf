/** Hands the reader a file the page made (no server round trip): a temporary object URL on a download link. */
export function saveFile(name: string, content: string | Blob, type: string): void {
  const url = URL.createObjectURL(typeof content === 'string' ? new Blob([content], { type }) : content);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; revoking later still lets a slow browser read the blob first.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
