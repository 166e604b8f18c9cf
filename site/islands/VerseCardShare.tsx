import { toast } from '../lib/toast.ts';
import { COPY_FAILED_MESSAGE, LINK_COPIED_MESSAGE } from './ShareButton.tsx';

interface VerseCardShareProps {
  /** Page-relative address of the card's PNG. */
  cardPath: string;
  /** The verse's reference, offered to the share sheet as the title. */
  reference: string;
  className?: string;
}

/**
 * Shares the verse card: the picture itself through the device's share sheet where it can take files (phones),
 * else the card's address through the share sheet, else the address copied to the clipboard.
 */
export default function VerseCardShare({ cardPath, reference, className = '' }: VerseCardShareProps) {
  const share = async () => {
    const url = new URL(cardPath, window.location.href).href;
    if (typeof navigator.share === 'function') {
      try {
        const response = await fetch(url);
        const file = new File([await response.blob()], 'verse-card.png', { type: 'image/png' });
        const withFile = { files: [file], title: reference };
        await navigator.share(navigator.canShare?.(withFile) ? withFile : { title: reference, url });
        return;
      } catch (error) {
        // Closing the share sheet is the reader's choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast(LINK_COPIED_MESSAGE);
    } catch {
      toast(COPY_FAILED_MESSAGE, 'error');
    }
  };

  return (
    <button type="button" onClick={share} className={className}>
      Share verse card
    </button>
  );
}
