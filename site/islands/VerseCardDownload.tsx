import { useState } from 'react';
import { saveFile } from '../lib/save-file.ts';
import { toast } from '../lib/toast.ts';

interface VerseCardDownloadProps {
  /** "words (Reference)" in the BSB. */
  memoryVerse: string;
  doctrine: string;
  className?: string;
  /** Another edition's words; English when absent. */
  words?: { downloadCard: string; cardFailed: string };
}

/**
 * "Download verse card" for the BSB: the card is drawn in the browser (site/lib/verse-card/draw.ts, loaded on the
 * first click) and saved as verse-card.png, as the KJV's link saves the build's file.
 */
export default function VerseCardDownload({ memoryVerse, doctrine, className = '', words }: VerseCardDownloadProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { drawVerseCard } = await import('../lib/verse-card/draw.ts');
      saveFile('verse-card.png', await drawVerseCard(memoryVerse, doctrine), 'image/png');
    } catch {
      toast(words?.cardFailed ?? 'The verse card could not be made. Please try again.', 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={() => void download()} className={className} aria-busy={busy}>
      {words?.downloadCard ?? 'Download verse card'}
    </button>
  );
}
