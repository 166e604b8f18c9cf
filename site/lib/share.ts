import { toast } from './toast.ts';

export const LINK_COPIED_MESSAGE = 'Link copied to clipboard';
export const COPY_FAILED_MESSAGE = "We couldn't copy the link. Please copy it from the address bar.";

/**
 * Shares through the system share sheet where the browser has one (phones, some desktops), else copies `url` to the
 * clipboard with the spec's "Link copied to clipboard". `shareData` is asked for only when there is a share sheet.
 * Closing the sheet is the reader's choice, not a failure; any other refusal falls back to copying.
 */
export async function shareOrCopyLink(url: string, shareData: () => ShareData | Promise<ShareData>): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(await shareData());
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast(LINK_COPIED_MESSAGE);
  } catch {
    toast(COPY_FAILED_MESSAGE, 'error');
  }
}
