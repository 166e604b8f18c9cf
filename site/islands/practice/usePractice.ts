/**
 * The state of /practice (site/islands/practice/Practice.tsx): the device or the account the progress comes from,
 * the signed-in reader's learners and which of them practises, today's queue for them, the streak, and what each
 * action does (grade a card, add items, choose who practises; adding, changing and removing a learner are
 * learnerActions.ts, loaded with their form). What the page opens with
 * (and a `?learn=` link's item) is openPractice.ts's; the device, the session and the clock are read after the first
 * render.
 */
import { itemInTranslation, learnerTranslation } from '@lib/practice/translation.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AgeBand, Grade, PracticeItem, ProgressRecord } from '@lib/practice/types.ts';
import { todayIn } from '@lib/dates.ts';
import { newProgress } from '@lib/practice/scheduler.ts';
import { practiceQueue } from '@lib/practice/queue.ts';
import { loadSaving, SavingNotLoaded, type ProgressSource } from '../../lib/practice/progress.ts';
import type { IslandT } from '../i18n/IslandMessages.tsx';
import { addedNotice, withChanges, youngChildrenFirst } from '../../lib/practice/session.ts';
import { openPractice, type Account } from './openPractice.ts';
import { problem } from './pageClient.ts';
import { useStreak } from './useStreak.ts';
import { useReaderTranslation } from './useReaderTranslation.ts';
import type { LearnerState } from './learnerActions.ts';

const FIRST_USE = ['pointerdown', 'keydown', 'focusin'];

/** `t`: the page's "practice.app." messages, for every notice it shows. */
export function usePractice(timeZone: string, t: IslandT) {
  const [source, setSource] = useState<ProgressSource | null>(null);
  const [account, setAccount] = useState<Account | null>(null);
  const [records, setRecords] = useState<ProgressRecord[]>([]);
  const [items, setItems] = useState<Map<string, PracticeItem>>(new Map());
  const [learnerId, setLearnerId] = useState<string | null>(null);
  const [now, setNow] = useState<Date | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [graded, setGraded] = useState(0);
  // One grade at a time: a second key press before the first is saved must not grade the same card twice.
  const grading = useRef(false);
  const { streak, refreshStreak } = useStreak(timeZone);

  useEffect(() => {
    void (async () => {
      try {
        const start = await openPractice(timeZone, t, setNotice);
        setItems(start.items);
        setRecords(start.records);
        setAccount(start.account);
        setLearnerId(start.learnerId);
        setSource(start.source);
        setNow(new Date());
        await refreshStreak(start.learnerId, start.account);
      } catch (failure) {
        setError(await problem(t, failure));
        setNow(new Date());
      }
    })();
  }, [timeZone, refreshStreak, t]);

  // The saving code loads before the first change needs it: at the reader's first touch, click or key, or once there
  // is a card to practise (below), so that a review made after the network went down is still kept on the device.
  useEffect(() => {
    const warm = () => {
      stop();
      void loadSaving().catch(() => undefined);
    };
    const stop = () => FIRST_USE.forEach((type) => window.removeEventListener(type, warm));
    FIRST_USE.forEach((type) => window.addEventListener(type, warm, { passive: true }));
    return stop;
  }, []);

  const learner = account?.learners.find((candidate) => candidate.id === learnerId) ?? null;
  const ageBand: AgeBand | null = learner?.ageBand ?? null;
  // Verses are practised in the learner's own translation, else the reader's.
  const readerTranslation = useReaderTranslation(t.locale);
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
  const practising = currentItem !== undefined;
  useEffect(() => {
    if (practising) void loadSaving().catch(() => undefined);
  }, [practising]);

  async function save(changed: ProgressRecord[]) {
    setRecords((all) => withChanges(all, changed));
    try {
      await source?.save(changed, todayIn(timeZone));
      setError(null);
    } catch (failure) {
      // Kept on the device only when the saving code ran; without it nothing was kept.
      setError(failure instanceof SavingNotLoaded ? t('practice.app.notSaved') : t('practice.app.keptOnDevice', { problem: await problem(t, failure) }));
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
      // The grades' rules came with the card.
      const { review } = await import('@lib/practice/grading.ts');
      await save([review(record, value, at)]);
    } finally {
      grading.current = false;
    }
    setGraded((count) => count + 1);
    setNow(at);
    setNotice(null);
    await refreshStreak(learnerId, account).catch(() => undefined);
  }

  function selectLearner(id: string | null) {
    setLearnerId(id);
    setNotice(null);
    void refreshStreak(id, account).catch(() => undefined);
  }

  const learnerState: LearnerState = { t, account, setAccount, learnerId, setLearnerId, setRecords, setNotice, setError, refreshStreak };

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
    /** What adding, changing and removing a learner read and change (learnerActions.ts). */
    learnerState,
  };
}
