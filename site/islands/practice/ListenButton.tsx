/**
 * Listen: speaks the card's text with espeak-ng in the browser, loading the voice only when first pressed, in the
 * card's language (`language`, else the page's).
 */
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@lib/i18n/locales.ts';
import { secondaryButton } from '../../lib/dashboard/ui.ts';
import { useT } from '../i18n/IslandMessages.tsx';

type Status = { kind: 'idle' } | { kind: 'busy'; message: string } | { kind: 'error'; message: string };

/** Thrown when the build has no voice data, so the button says it in the page's words. */
const NO_VOICE = 'no-voice';

export default function ListenButton({ text, language }: { text: string; language?: Locale }) {
  const t = useT();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const audio = useRef<HTMLAudioElement | null>(null);

  useEffect(
    () => () => {
      audio.current?.pause();
    },
    [text],
  );

  async function listen() {
    setStatus({ kind: 'busy', message: t('practice.app.preparingVoice') });
    try {
      const { megabytes, speak, voiceData } = await import('../../lib/practice/listen.ts');
      const voice = await voiceData();
      if (!voice) throw new Error(NO_VOICE);
      if (!localStorage.getItem('rd-practice-voice')) {
        setStatus({ kind: 'busy', message: t('practice.app.downloadingVoice', { size: megabytes(voice.bytes) }) });
      }
      const mp3 = await speak(text, language);
      localStorage.setItem('rd-practice-voice', 'kept');
      audio.current?.pause();
      const player = new Audio(URL.createObjectURL(new Blob([mp3 as BlobPart], { type: 'audio/mpeg' })));
      audio.current = player;
      setStatus({ kind: 'idle' });
      await player.play();
    } catch (error) {
      const message = (error as Error).message;
      setStatus({ kind: 'error', message: message === NO_VOICE ? t('practice.app.noVoice') : message });
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-3">
      <button type="button" className={secondaryButton} onClick={listen} disabled={status.kind === 'busy'}>
        {t('practice.app.listen')}
      </button>
      <span role="status" className="text-sm text-stone-600 dark:text-stone-400">
        {status.kind === 'idle' ? '' : status.message}
      </span>
    </span>
  );
}
