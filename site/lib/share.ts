import { toast } from './toast.ts';

export const LINK_COPIED_MESSAGE = 'Link copied to clipboard';
export const COPY_FAILED_MESSAGE = "We couldn't copy the link. Please copy it from the address bar.";

/**
 * Shares through the system share sheet where the browser has one (phones, some desktops), else copies `url` to the
 * clipboard with the spec's "Link copied to clipboard". `shareData` is asked for only when there is a share sheet.
 * Closing the sheet is the reader's choice, not a failure; any other refusal falls back to copying.
 */
export interface ShareMessages {
  linkCopied: string;
  copyFailed: string;
}

const ENGLISH_SHARE_MESSAGES: ShareMessages = { linkCopied: LINK_COPIED_MESSAGE, copyFailed: COPY_FAILED_MESSAGE };

export async function shareOrCopyLink(
  url: string,
  shareData: () => ShareData | Promise<ShareData>,
  messages: ShareMessages = ENGLISH_SHARE_MESSAGES,
): Promise<void> {
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
    toast(messages.linkCopied);
  } catch {
    toast(messages.copyFailed, 'error');
  }
}
