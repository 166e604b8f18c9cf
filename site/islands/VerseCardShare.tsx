import { shareOrCopyLink } from '../lib/share.ts';

interface VerseCardShareProps {
  /** Page-relative address of the card's PNG. */
  cardPath: string;
  /** The BSB card's address, shared instead when the reader reads the BSB (html[data-translation]). */
  bsbCardPath?: string;
  /** The verse's reference, offered to the share sheet as the title. */
  reference: string;
  className?: string;
}

/**
 * Shares the verse card: the picture itself through the device's share sheet where it can take files (phones),
 * else the card's address through the share sheet, else the address copied to the clipboard.
 */
export default function VerseCardShare({ cardPath, bsbCardPath, reference, className = '' }: VerseCardShareProps) {
  const share = () => {
    const chosen = bsbCardPath && document.documentElement.dataset.translation === 'bsb' ? bsbCardPath : cardPath;
    const url = new URL(chosen, window.location.href).href;
    return shareOrCopyLink(url, async () => {
      const response = await fetch(url);
      const file = new File([await response.blob()], 'verse-card.png', { type: 'image/png' });
      const withFile = { files: [file], title: reference };
      return navigator.canShare?.(withFile) ? withFile : { title: reference, url };
    });
  };

  return (
    <button type="button" onClick={share} className={className}>
      Share verse card
    </button>
  );
}
