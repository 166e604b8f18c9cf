import { shareOrCopyLink, type ShareMessages } from '../lib/share.ts';

interface VerseCardShareProps {
  /** Page-relative address of the card's PNG (the KJV's, drawn by the build). */
  cardPath: string;
  /** The verse's reference, offered to the share sheet as the title. */
  reference: string;
  /**
   * The BSB's memory verse and the doctrine, for a reader who reads the BSB (html[data-translation]): their card is
   * drawn in the browser (site/lib/verse-card/draw.ts) and shared as a file where the share sheet takes files, else
   * the link to the verse on this page is copied.
   */
  bsb?: { memoryVerse: string; doctrine: string };
  className?: string;
  /** Another edition's words (the label and the clipboard toasts); English when absent. */
  words?: ShareMessages & { shareCard: string };
}

/**
 * Shares the verse card: the picture itself through the device's share sheet where it can take files (phones),
 * else the card's address through the share sheet, else the address copied to the clipboard.
 */
export default function VerseCardShare({ cardPath, reference, bsb, className = '', words }: VerseCardShareProps) {
  const share = () => {
    if (bsb && document.documentElement.dataset.translation === 'bsb') {
      const url = new URL('#memory-verse', window.location.href).href;
      return shareOrCopyLink(
        url,
        async () => {
          const { drawVerseCard } = await import('../lib/verse-card/draw.ts');
          const file = new File([await drawVerseCard(bsb.memoryVerse, bsb.doctrine)], 'verse-card.png', { type: 'image/png' });
          const withFile = { files: [file], title: `${reference} (BSB)` };
          return navigator.canShare?.(withFile) ? withFile : { title: `${reference} (BSB)`, url };
        },
        words,
      );
    }
    const url = new URL(cardPath, window.location.href).href;
    return shareOrCopyLink(
      url,
      async () => {
        const response = await fetch(url);
        const file = new File([await response.blob()], 'verse-card.png', { type: 'image/png' });
        const withFile = { files: [file], title: reference };
        return navigator.canShare?.(withFile) ? withFile : { title: reference, url };
      },
      words,
    );
  };

  return (
    <button type="button" onClick={share} className={className}>
      {words?.shareCard ?? 'Share verse card'}
    </button>
  );
}
