/**
 * Records the reading in user_reading_history once the reader has met the reading rule
 * (lib/reading/history-rule.ts; docs/features/accounts.md). The database keeps one row per reader, devotional
 * and site day and stamps the time itself, so this only has to say "read, for this many seconds".
 */
import { hasRead, recordedSeconds, type ReadingProgress } from '@lib/reading/history-rule.ts';
import { recordReading } from '../data/reading-history.ts';
import type { SignedInContext } from './context.ts';

const TICK_MS = 1000;

export function mount(element: HTMLElement, { client, session }: SignedInContext): void {
  const devotionalId = element.dataset.devotionalId!;
  const progress: ReadingProgress = {
    readingTimeMinutes: Number(element.dataset.readingTime) || 5,
    visibleSeconds: 0,
    scrolledPastText: false,
    listenedSeconds: 0,
    audioDurationSeconds: null,
  };
  let recorded = false;
  let lastAudioTime: number | null = null;

  const end = document.querySelector('[data-reading-text-end]');
  if (end) {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.top < 0)) {
        progress.scrolledPastText = true;
        observer.disconnect();
      }
    });
    observer.observe(end);
  }

  // Narration heard: media events do not bubble, but a capturing listener on the document sees them.
  document.addEventListener(
    'timeupdate',
    (event) => {
      const audio = event.target;
      if (!(audio instanceof HTMLAudioElement)) return;
      if (Number.isFinite(audio.duration)) progress.audioDurationSeconds = audio.duration;
      const now = audio.currentTime;
      // Count only playback, not seeks: small forward steps while playing.
      if (!audio.paused && lastAudioTime !== null && now > lastAudioTime && now - lastAudioTime < 2) {
        progress.listenedSeconds += now - lastAudioTime;
      }
      lastAudioTime = now;
      check();
    },
    true,
  );

  const timer = window.setInterval(() => {
    if (document.visibilityState === 'visible') progress.visibleSeconds += TICK_MS / 1000;
    check();
  }, TICK_MS);

  function check(): void {
    if (recorded || !hasRead(progress)) return;
    recorded = true;
    window.clearInterval(timer);
    const reading = { user_id: session.user.id, devotional_id: devotionalId, reading_time_seconds: recordedSeconds(progress) };
    void recordReading(client, reading).then(({ error }) => {
      if (error && error.code !== '23505') console.error('Could not record the reading:', error.message);
      else element.dataset.readingRecorded = 'true';
    });
  }
}
