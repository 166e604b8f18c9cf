/**
 * Records the reading in user_reading_history once the reader has met the reading rule
 * (lib/reading/history-rule.ts; docs/features/accounts.md), or at once when they press Mark as read, having read it
 * on paper or heard it read (site/components/devotional/ReadingRecord.astro). The database keeps one row per reader,
 * devotional and site day and stamps the time itself, so this only has to say "read, for this many seconds"; a day
 * marked by hand records no seconds, since none were spent on the page.
 */
import { hasRead, recordedSeconds, type ReadingProgress } from '@lib/reading/history-rule.ts';
import { readOn, recordReading } from '../data/reading-history.ts';
import { toast } from '../lib/toast.ts';
import type { SignedInContext } from './context.ts';
import { say } from './messages.ts';

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
  const markButton = element.querySelector<HTMLButtonElement>('[data-mark-read]');

  /** The button says the day counts, and can no longer be pressed. */
  async function showCounted(): Promise<void> {
    element.dataset.readingRecorded = 'true';
    if (!markButton) return;
    markButton.disabled = true;
    markButton.querySelector<HTMLElement>('[data-mark-read-tick]')?.removeAttribute('hidden');
    const label = markButton.querySelector<HTMLElement>('[data-mark-read-label]');
    if (label) label.textContent = await say('signedIn.read.counted');
    element.querySelector<HTMLElement>('[data-mark-read-hint]')?.setAttribute('hidden', '');
  }

  /** One row for this devotional today; a second (23505: another tab, or the automatic count first) is the same day. */
  async function record(seconds: number): Promise<boolean> {
    const reading = { user_id: session.user.id, devotional_id: devotionalId, reading_time_seconds: seconds };
    const { error } = await recordReading(client, reading);
    if (error && error.code !== '23505') {
      console.error('Could not record the reading:', error.message);
      return false;
    }
    await showCounted();
    return true;
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
    void record(recordedSeconds(progress));
  }

  // Counted already today (another visit, another tab): say so rather than offer the button again.
  const timeZone = element.dataset.timeZone;
  if (timeZone) {
    void readOn(client, session.user.id, devotionalId, siteToday(timeZone)).then((counted) => {
      if (!counted || recorded) return;
      recorded = true;
      window.clearInterval(timer);
      void showCounted();
    });
  }

  if (markButton) {
    markButton.disabled = false;
    markButton.addEventListener('click', async () => {
      if (recorded) return;
      recorded = true;
      window.clearInterval(timer);
      markButton.disabled = true;
      markButton.setAttribute('aria-busy', 'true');
      const done = await record(0);
      markButton.removeAttribute('aria-busy');
      if (done) return toast(await say('signedIn.read.marked'));
      recorded = false;
      markButton.disabled = false;
      toast(await say('signedIn.read.markFailed'), 'error');
    });
  }

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
}

/**
 * Today (YYYY-MM-DD) in the site's time zone, as lib/dates.ts todayIn. Written out here: importing lib/dates into this
 * signed-in chunk regrouped the bundler's shared chunks so that the home page loaded the account pages' client, over
 * the signed-in budget (tests/e2e/account/signed-in-budget.spec.ts).
 */
function siteToday(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}
