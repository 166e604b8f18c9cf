/**
 * The state of /practice (site/islands/practice/Practice.tsx): the device or the account the progress comes from,
 * the signed-in reader's learners and which of them practises, today's queue for them, the streak, and what each
 * action does (grade a card, add items, add, rename, remove or choose a learner). A `?learn=` link adds its item on
 * arrival (site/lib/practice/learn-param.ts). The device, the session and the clock are read after the first render.
 */
import { itemInTranslation, learnerTranslation } from '@lib/practice/translation.ts';
import { editionBible, type BibleId, type TranslationId } from '@lib/scripture/translations.ts';
import { editionDeviceBible, translationEvent } from '../../lib/translation.ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import type { AgeBand, Grade, Learner, PracticeItem, ProgressRecord } from '@lib/practice/types.ts';
import { todayIn } from '@lib/dates.ts';
import { newProgress, review } from '@lib/practice/scheduler.ts';
import { practiceQueue } from '@lib/practice/queue.ts';
import { practiceStreak } from '@lib/practice/streak.ts';
import { readPracticeAddress } from '../../lib/practice/learn-param.ts';
import { ItemFilesError, itemsByKey } from '../../lib/practice/item-files.ts';
import { deviceSource, accountSource, type ProgressSource } from '../../lib/practice/progress.ts';
import { deviceDays, forgetDeviceLearner } from '../../lib/practice/device-store.ts';
import { ageBandLabel } from '../../lib/practice/labels.ts';
import type { IslandT } from '../i18n/IslandMessages.tsx';
import { practiceFailureText } from '@lib/practice/failure-text.ts';
import { addedNotice, isLearnerGone, withChanges, youngChildrenFirst } from '../../lib/practice/session.ts';

interface Account {
  client: SupabaseClient<Database>;
  learners: Learner[];
}

/** The signed-in reader's client, or null; supabase-js loads only when the head script saw a session. */
async function signedInClient(): Promise<SupabaseClient<Database> | null> {
  if (document.documentElement.dataset.auth !== 'in') return null;
  const { browserClient } = await import('../../data/client/supabase-browser.ts');
  const client = browserClient();
  const { data } = await client.auth.getSession();
  return data.session ? client : null;
}

/** A failure as the page says it: an item file it could not read in the page's words, else the failure's own message. */
function problem(t: IslandT, failure: unknown): string {
  return failure instanceof ItemFilesError ? t('practice.app.itemsFailed', { status: failure.status }) : practiceFailureText(t, t.locale, failure);
}

/** `t`: the page's "practice.app." messages, for every notice it shows. */
export function usePractice(timeZone: string, t: IslandT) {
  const [source, setSource] = useState<ProgressSource | null>(null);
  const [account, setAccount] = useState<Account | null>(null);
  const [records, setRecords] = useState<ProgressRecord[]>([]);
  const [items, setItems] = useState<Map<string, PracticeItem>>(new Map());
  const [learnerId, setLearnerId] = useState<string | null>(null);
  const [streak, setStreak] = useState(0);
  const [now, setNow] = useState<Date | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [graded, setGraded] = useState(0);
  // One grade at a time: a second key press before the first is saved must not grade the same card twice.
  const grading = useRef(false);

  const refreshStreak = useCallback(
    async (learner: string | null, account: Account | null) => {
      const today = todayIn(timeZone);
      if (account) {
        const { practiceSummary } = await import('../../data/practice/remote.ts');
        const row = (await practiceSummary(account.client)).find((summary) => summary.learnerId === learner);
        setStreak(row?.streak ?? 0);
      } else {
        setStreak(practiceStreak(await deviceDays(learner), today));
      }
    },
    [timeZone],
  );

  useEffect(() => {
    void (async () => {
      try {
        const address = readPracticeAddress(window.location.href);
        if (address.cleaned !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
          history.replaceState(history.state, '', address.cleaned);
        }
        const client = await signedInClient();
        let signedIn: Account | null = null;
        let chosen: string | null = null;
        const progress = client ? accountSource(client) : deviceSource();
        if (client) {
          const { listLearners } = await import('../../data/practice/remote.ts');
          signedIn = { client, learners: await listLearners(client) };
          if (address.learner && signedIn.learners.some((learner) => learner.id === address.learner)) chosen = address.learner;
        }
        let loaded = await progress.load();
        if (address.invalidLearn) setNotice(t('practice.app.badLink'));
        if (address.learn) {
          const item = (await itemsByKey([address.learn])).get(address.learn);
          if (!item) setNotice(t('practice.app.unknownItem'));
          else if (loaded.some((record) => record.learnerId === chosen && record.itemKey === item.key))
            setNotice(t('practice.app.alreadyAdded', { prompt: item.prompt }));
          else {
            const added = newProgress(item.key, chosen, new Date());
            await progress.save([added], todayIn(timeZone)).catch(() => undefined);
            loaded = [...loaded, added];
            setNotice(addedNotice([item], t));
          }
        }
        setItems(await itemsByKey(loaded.map((record) => record.itemKey)));
        setRecords(loaded);
        setAccount(signedIn);
        setLearnerId(chosen);
        setSource(progress);
        setNow(new Date());
        await refreshStreak(chosen, signedIn);
      } catch (failure) {
        setError(problem(t, failure));
        setNow(new Date());
      }
    })();
  }, [timeZone, refreshStreak, t]);

  const learner = account?.learners.find((candidate) => candidate.id === learnerId) ?? null;
  const ageBand: AgeBand | null = learner?.ageBand ?? null;
  // Verses are practised in the learner's own translation, else the reader's (this device's choice in this edition,
  // kept in step): a Dutch or Spanish page shows its own Bible unless the reader chose the KJV or the BSB there.
  const locale = t.locale;
  const [readerTranslation, setReaderTranslation] = useState<BibleId>(() => editionBible(locale));
  useEffect(() => {
    const follow = () => setReaderTranslation(editionDeviceBible(locale));
    const chosen = translationEvent(locale);
    follow();
    window.addEventListener('rd:translation-applied', follow);
    window.addEventListener(chosen, follow);
    return () => {
      window.removeEventListener('rd:translation-applied', follow);
      window.removeEventListener(chosen, follow);
    };
  }, [locale]);
  const translation = learnerTranslation(learner?.translation, readerTranslation);
  const mine = useMemo(() => records.filter((record) => record.learnerId === learnerId), [records, learnerId]);
  const known = useMemo(() => new Set(mine.map((record) => record.itemKey)), [mine]);
  const queue = useMemo(
    () =>
      now
        ? practiceQueue(
            mine.filter((record) => items.has(record.itemKey)),
            now,
            { timeZone },
          )
        : { due: [], fresh: [] },
    [mine, items, now, timeZone],
  );
  const fresh = youngChildrenFirst(queue.fresh, ageBand);
  const current = queue.due[0] ?? fresh[0] ?? null;
  const storedItem = current ? items.get(current.itemKey) : undefined;
  const currentItem = storedItem ? itemInTranslation(storedItem, translation) : undefined;

  async function save(changed: ProgressRecord[]) {
    setRecords((all) => withChanges(all, changed));
    try {
      await source?.save(changed, todayIn(timeZone));
      setError(null);
    } catch (failure) {
      setError(t('practice.app.keptOnDevice', { problem: problem(t, failure) }));
    }
  }

  async function add(chosen: PracticeItem[]) {
    if (chosen.length === 0) return;
    const at = new Date();
    setItems((all) => new Map([...all, ...chosen.map((item) => [item.key, item] as const)]));
    await save(chosen.map((item) => newProgress(item.key, learnerId, at)));
    setNow(at);
    setNotice(addedNotice(chosen, t));
  }

  async function grade(record: ProgressRecord, value: Grade) {
    if (grading.current) return;
    grading.current = true;
    const at = new Date();
    try {
      await save([review(record, value, at)]);
    } finally {
      grading.current = false;
    }
    setGraded((count) => count + 1);
    setNow(at);
    setNotice(null);
    await refreshStreak(learnerId, account).catch(() => undefined);
  }

  async function addLearner(name: string, band: AgeBand, own: TranslationId | null = null) {
    if (!account) return;
    try {
      const { addLearner: insert } = await import('../../data/practice/remote.ts');
      const added = await insert(account.client, name, band, own);
      setAccount({ ...account, learners: [...account.learners, added] });
      setLearnerId(added.id);
      setNotice(t('practice.app.learnerPractising', { name: added.name }));
      await refreshStreak(added.id, account);
    } catch (failure) {
      setError(practiceFailureText(t, t.locale, failure));
    }
  }

  /**
   * A change or removal found its learner gone from the account (removed on another device): the list is read again,
   * so the stale learner disappears, with what this page and this device still held of theirs.
   */
  async function showLearnersAsTheyAre(account: Account) {
    const { listLearners } = await import('../../data/practice/remote.ts');
    const learners = await listLearners(account.client);
    const kept = new Set(learners.map((learner) => learner.id));
    const gone = account.learners.filter((learner) => !kept.has(learner.id));
    await Promise.all(gone.map((learner) => forgetDeviceLearner(learner.id).catch(() => undefined)));
    setAccount({ ...account, learners });
    setRecords((all) => all.filter((record) => record.learnerId === null || kept.has(record.learnerId)));
    if (learnerId !== null && !kept.has(learnerId)) {
      setLearnerId(null);
      setNotice(null);
      await refreshStreak(null, account).catch(() => undefined);
    }
  }

  async function renameLearner(id: string, name: string, band: AgeBand, own: TranslationId | null = null): Promise<boolean> {
    if (!account) return false;
    try {
      const { renameLearner: update } = await import('../../data/practice/remote.ts');
      await update(account.client, id, name, band, own);
      const renamed = { id, name: name.trim(), ageBand: band, translation: own };
      setAccount({ ...account, learners: account.learners.map((learner) => (learner.id === id ? renamed : learner)) });
      setError(null);
      setNotice(t('practice.app.learnerSaved', { name: renamed.name, age: ageBandLabel(t, band) }));
      return true;
    } catch (failure) {
      setError(practiceFailureText(t, t.locale, failure));
      if (isLearnerGone(failure)) await showLearnersAsTheyAre(account).catch(() => undefined);
      return false;
    }
  }

  async function removeLearner(id: string): Promise<boolean> {
    if (!account) return false;
    const name = account.learners.find((learner) => learner.id === id)?.name ?? t('practice.app.theLearner');
    try {
      const { removeLearner: remove } = await import('../../data/practice/remote.ts');
      await remove(account.client, id);
      // The database removed their progress with them; reviews of theirs still waiting on this device go too.
      await forgetDeviceLearner(id).catch(() => undefined);
      setAccount({ ...account, learners: account.learners.filter((learner) => learner.id !== id) });
      setRecords((all) => all.filter((record) => record.learnerId !== id));
      setLearnerId(null);
      setError(null);
      setNotice(t('practice.app.learnerRemoved', { name }));
      await refreshStreak(null, account).catch(() => undefined);
      return true;
    } catch (failure) {
      setError(practiceFailureText(t, t.locale, failure));
      if (isLearnerGone(failure)) await showLearnersAsTheyAre(account).catch(() => undefined);
      return false;
    }
  }

  function selectLearner(id: string | null) {
    setLearnerId(id);
    setNotice(null);
    void refreshStreak(id, account).catch(() => undefined);
  }

  return {
    /** Null until the device, the session and the clock are read: the page shows its loading line. */
    now,
    today: now ? todayIn(timeZone, now) : null,
    notice,
    error,
    /** The signed-in reader's learners, or null signed out (no learner list then). */
    learners: account?.learners ?? null,
    learnerId,
    ageBand,
    /** The translation this learner's verses are shown and checked in. */
    translation,
    streak,
    dueCount: queue.due.length,
    freshCount: fresh.length,
    /** The card to practise now, with its item, or null when the session is done. */
    current: current && currentItem ? { record: current, item: currentItem } : null,
    /** Whether the learner has added anything yet (the empty session's message says which). */
    started: mine.length > 0,
    known,
    /** Cards after the first take focus as they arrive. */
    graded,
    grade,
    add,
    selectLearner,
    addLearner,
    renameLearner,
    removeLearner,
  };
}
