/** Listen: speaks the card's text with espeak-ng in the browser, loading the voice only when first pressed. */
import { useEffect, useRef, useState } from 'react';
import { secondaryButton } from '../../lib/dashboard/ui.ts';

type Status = { kind: 'idle' } | { kind: 'busy'; message: string } | { kind: 'error'; message: string };

export default function ListenButton({ text }: { text: string }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const audio = useRef<HTMLAudioElement | null>(null);

  useEffect(
    () => () => {
      audio.current?.pause();
    },
    [text],
  );

  async function listen() {
    setStatus({ kind: 'busy', message: 'Preparing the voice…' });
    try {
      const { megabytes, speak, voiceData } = await import('../../lib/practice/listen.ts');
      const voice = await voiceData();
      if (!voice) throw new Error('Listening is not available on this site.');
      if (!localStorage.getItem('rd-practice-voice')) {
        setStatus({ kind: 'busy', message: `Downloading the voice (${megabytes(voice.bytes)}, only this once)…` });
      }
      const mp3 = await speak(text);
      localStorage.setItem('rd-practice-voice', 'kept');
      audio.current?.pause();
      const player = new Audio(URL.createObjectURL(new Blob([mp3 as BlobPart], { type: 'audio/mpeg' })));
      audio.current = player;
      setStatus({ kind: 'idle' });
      await player.play();
    } catch (error) {
      setStatus({ kind: 'error', message: (error as Error).message });
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-3">
      <button type="button" className={secondaryButton} onClick={listen} disabled={status.kind === 'busy'}>
        Listen
      </button>
      <span role="status" className="text-sm text-stone-600 dark:text-stone-400">
        {status.kind === 'idle' ? '' : status.message}
      </span>
    </span>
  );
}
