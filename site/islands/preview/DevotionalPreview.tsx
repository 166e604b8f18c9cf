import { useEffect, useState } from 'react';
import { browserClient } from '../../data/client/supabase-browser.ts';
import { DEFAULT_DEVOTIONAL_IMAGE, toDevotional, type Devotional } from '../../lib/devotional-row.ts';
import { previewDevotional, siteTodayNow } from '../../data/preview.ts';
import { editionDates } from '@lib/i18n/edition-dates.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { IslandMessages, useT } from '../i18n/IslandMessages.tsx';
import { previewId, previewStage, type PreviewStage } from '../../lib/preview/preview-state.ts';
import HeroText from '../../devotional-view/HeroText.tsx';
import ScripturePassage from '../../devotional-view/ScripturePassage.tsx';
import DevotionalText from '../../devotional-view/DevotionalText.tsx';
import PrayerSuggestion from '../../devotional-view/PrayerSuggestion.tsx';
import DiscussionQuestions from '../../devotional-view/DiscussionQuestions.tsx';
import BehindTheDevotional from '../../devotional-view/BehindTheDevotional.tsx';
import MemoryVerse from '../../devotional-view/MemoryVerse.tsx';
import AudioPlayer from '../AudioPlayer.tsx';

type State =
  { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'error'; message: string } | { kind: 'ready'; devotional: Devotional; stage: PreviewStage };

/**
 * /preview/?id=…: a devotional as readers will see it, read with the signed-in account's session. Row-level
 * security decides: an admin (at aal2) gets drafts and future rows; anyone else gets no row and a sign-in link.
 */
/** `locale`, `messages`: the page's edition and its "preview." messages (the console links to the devotional's edition). */
export default function DevotionalPreview({ locale, messages }: { locale: Locale; messages: Record<string, string> }) {
  return (
    <IslandMessages locale={locale} messages={messages}>
      <Preview />
    </IslandMessages>
  );
}

function Preview() {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const id = previewId(window.location.search);
    if (!id) {
      setState({ kind: 'unavailable' });
      return;
    }
    const client = browserClient();
    void (async () => {
      const [row, today] = await Promise.all([previewDevotional(client, id), siteTodayNow(client)]);
      if (row.error || today.error) {
        setState({ kind: 'error', message: t('preview.loadFailed', { message: (row.error ?? today.error)!.message }) });
        return;
      }
      if (!row.data) {
        setState({ kind: 'unavailable' });
        return;
      }
      const data = row.data;
      setState({ kind: 'ready', devotional: toDevotional(data), stage: previewStage(data.status, data.date, today.data) });
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state.kind === 'loading')
    return (
      <p role="status" className="text-center text-stone-600 dark:text-stone-400">
        {t('preview.loading')}
      </p>
    );
  if (state.kind === 'error')
    return (
      <p role="alert" className="text-center text-red-700 dark:text-red-300">
        {state.message}
      </p>
    );
  if (state.kind === 'unavailable') {
    return (
      <div className="mx-auto max-w-xl rounded-lg border border-stone-200 bg-white p-6 text-center dark:border-stone-800 dark:bg-stone-900">
        <h1 className="font-serif text-2xl font-semibold text-stone-900 dark:text-stone-50">{t('preview.unavailable')}</h1>
        <p className="mt-3 text-stone-700 dark:text-stone-300">
          {t('preview.forAdmins')}{' '}
          <a href={localePath(t.locale, '/auth/')} className="font-medium text-brand-700 underline dark:text-brand-100">
            {t('preview.signIn')}
          </a>{' '}
          {t('preview.withAdmin')}{' '}
          <a href={localePath(t.locale, '/')} className="font-medium text-brand-700 underline dark:text-brand-100">
            {t('preview.released')}
          </a>
          .
        </p>
      </div>
    );
  }

  const { devotional, stage } = state;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <PreviewBanner stage={stage} id={devotional.id} />
      <article className="devotional flex flex-col gap-8">
        <header className="devotional-hero">
          <div className="overflow-hidden rounded-xl border border-stone-200 bg-stone-100 dark:border-stone-800 dark:bg-stone-900">
            <img
              src={devotional.artUrl ?? DEFAULT_DEVOTIONAL_IMAGE}
              alt={t('preview.coverAlt', { title: devotional.title })}
              width="1200"
              height="630"
              className="aspect-[1200/630] w-full object-cover"
              onError={(event) => {
                if (!event.currentTarget.src.endsWith(DEFAULT_DEVOTIONAL_IMAGE)) event.currentTarget.src = DEFAULT_DEVOTIONAL_IMAGE;
              }}
            />
          </div>
          <HeroText
            title={devotional.title}
            date={devotional.date}
            passage={devotional.passage}
            readingTime={devotional.readingTime}
            keyDoctrine={devotional.keyDoctrine}
          />
        </header>
        <AudioPlayer
          title={devotional.title}
          defaultUrl={devotional.audio.defaultUrl}
          maleUrl={devotional.audio.maleUrl}
          femaleUrl={devotional.audio.femaleUrl}
          artworkUrl={devotional.artUrl}
        />
        <BehindTheDevotional
          biblicalContext={devotional.biblicalContext}
          mainCharacter={devotional.mainCharacter}
          keyDoctrine={devotional.keyDoctrine}
          focus={devotional.focus}
          references={devotional.references}
          site={window.location.origin}
        />
        <ScripturePassage passage={devotional.passage} text={devotional.scriptureText} />
        <DevotionalText transcript={devotional.transcript} />
        {devotional.prayer && <PrayerSuggestion prayer={devotional.prayer} />}
        {devotional.discussionQuestions.length > 0 && <DiscussionQuestions questions={devotional.discussionQuestions} />}
        {devotional.memoryVerse && <MemoryVerse verse={devotional.memoryVerse} showCard={{ doctrine: devotional.keyDoctrine }} />}
      </article>
    </div>
  );
}

function PreviewBanner({ stage, id }: { stage: PreviewStage; id: string }) {
  const t = useT();
  if (stage.kind === 'released') {
    return (
      <div
        role="note"
        aria-label={t('preview.label')}
        className="rounded-lg border border-stone-300 bg-stone-50 px-4 py-3 text-stone-800 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200"
      >
        <p className="font-semibold">{t('preview.releasedTitle')}</p>
        <p className="mt-1 text-sm">
          {t('preview.releasedText')}{' '}
          <a href={localePath(t.locale, `/devotional/${id}/`)} className="font-medium text-brand-700 underline dark:text-brand-100">
            {t('preview.viewOnSite')}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div
      role="note"
      aria-label={t('preview.label')}
      className="rounded-lg border border-amber-400 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-600 dark:bg-stone-900 dark:text-amber-100"
    >
      <p className="font-semibold">{t('preview.notReleased')}</p>
      <p className="mt-1 text-sm">
        {stage.kind === 'draft' ? t('preview.draft') : t('preview.scheduled', { date: editionDates(t.locale).longDate(stage.date) })}
      </p>
    </div>
  );
}
