/**
 * /practice (issue 22): today's session of memory practice. Due items first, then new ones, one card at a time;
 * "N due today", the practice streak, "This week" suggestions and adding from a collection. Signed out, progress
 * stays on this device; signed in, it syncs with the account, which may hold up to six family learners.
 * The first render is the loading line the page was built with; the device, the session and the clock are read after.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import type { AgeBand, Grade, Learner, PracticeItem, ProgressRecord } from '@lib/practice/types.ts';
import { todayIn } from '@lib/dates.ts';
import { newProgress, review } from '@lib/practice/scheduler.ts';
import { practiceQueue } from '@lib/practice/queue.ts';
import { practiceStreak } from '@lib/practice/streak.ts';
import { readPracticeAddress } from '../../lib/practice/learn-param.ts';
import { itemsByKey } from '../../lib/practice/item-files.ts';
import { deviceSource, accountSource, type ProgressSource } from '../../lib/practice/progress.ts';
import { deviceDays, forgetDeviceLearner } from '../../lib/practice/device-store.ts';
import { AGE_BAND_LABELS, dueLabel, streakLabel } from '../../lib/practice/labels.ts';
import { isYounger } from '../../lib/practice/this-week.ts';
import { muted } from '../../lib/dashboard/ui.ts';
import PracticeCard from './PracticeCard.tsx';
import ThisWeek from './ThisWeek.tsx';
import BrowseCollection from './BrowseCollection.tsx';
import Learners from './Learners.tsx';

interface Account {
  client: SupabaseClient<Database>;
  learners: Learner[];
}

/** The signed-in reader's client, or null; supabase-js loads only when the head script saw a session. */
async function signedInClient(): Promise<SupabaseClient<Database> | null> {
  if (document.documentElement.dataset.auth !== 'in') return null;
  const { browserClient } = await import('../../lib/supabase-browser.ts');
  const client = browserClient();
  const { data } = await client.auth.getSession();
  return data.session ? client : null;
}

/** remote.ts's LearnerGoneError, told by name: that module loads only when needed, so it is not imported here. */
function isLearnerGone(failure: unknown): boolean {
  return failure instanceof Error && failure.name === 'LearnerGoneError';
}

export default function Practice({ timeZone }: { timeZone: string }) {
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
        const { practiceSummary } = await import('../../lib/practice/remote.ts');
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
          const { listLearners } = await import('../../lib/practice/remote.ts');
          signedIn = { client, learners: await listLearners(client) };
          if (address.learner && signedIn.learners.some((learner) => learner.id === address.learner)) chosen = address.learner;
        }
        let loaded = await progress.load();
        if (address.invalidLearn) setNotice('That link does not name something to learn.');
        if (address.learn) {
          const item = (await itemsByKey([address.learn])).get(address.learn);
          if (!item) setNotice('That item is not in the practice collections.');
          else if (loaded.some((record) => record.learnerId === chosen && record.itemKey === item.key)) setNotice(`Already in your practice: ${item.prompt}`);
          else {
            const added = newProgress(item.key, chosen, new Date());
            await progress.save([added], todayIn(timeZone)).catch(() => undefined);
            loaded = [...loaded, added];
            setNotice(`Added to your practice: ${item.prompt}`);
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
        setError((failure as Error).message);
        setNow(new Date());
      }
    })();
  }, [timeZone, refreshStreak]);

  const learner = account?.learners.find((candidate) => candidate.id === learnerId) ?? null;
  const ageBand: AgeBand | null = learner?.ageBand ?? null;
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
  // Younger learners meet the Catechism for Young Children first among their new items.
  const fresh = isYounger(ageBand)
    ? [...queue.fresh].sort(
        (a, b) => Number(!a.itemKey.includes(':catechism-for-young-children:')) - Number(!b.itemKey.includes(':catechism-for-young-children:')),
      )
    : queue.fresh;
  const current = queue.due[0] ?? fresh[0] ?? null;

  async function save(changed: ProgressRecord[]) {
    setRecords((all) => [...all.filter((record) => !changed.some((c) => c.learnerId === record.learnerId && c.itemKey === record.itemKey)), ...changed]);
    try {
      await source?.save(changed, todayIn(timeZone));
      setError(null);
    } catch (failure) {
      setError(`${(failure as Error).message}. It is kept on this device and will be sent the next time you open this page online.`);
    }
  }

  async function add(chosen: PracticeItem[]) {
    if (chosen.length === 0) return;
    const at = new Date();
    setItems((all) => new Map([...all, ...chosen.map((item) => [item.key, item] as const)]));
    await save(chosen.map((item) => newProgress(item.key, learnerId, at)));
    setNow(at);
    setNotice(chosen.length === 1 ? `Added to your practice: ${chosen[0].prompt}` : `Added ${chosen.length} items to your practice`);
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

  async function addLearner(name: string, band: AgeBand) {
    if (!account) return;
    try {
      const { addLearner: insert } = await import('../../lib/practice/remote.ts');
      const added = await insert(account.client, name, band);
      setAccount({ ...account, learners: [...account.learners, added] });
      setLearnerId(added.id);
      setNotice(`${added.name} is practising now.`);
      await refreshStreak(added.id, account);
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  /**
   * A change or removal found its learner gone from the account (removed on another device): the list is read again,
   * so the stale learner disappears, with what this page and this device still held of theirs.
   */
  async function showLearnersAsTheyAre(account: Account) {
    const { listLearners } = await import('../../lib/practice/remote.ts');
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

  async function renameLearner(id: string, name: string, band: AgeBand): Promise<boolean> {
    if (!account) return false;
    try {
      const { renameLearner: update } = await import('../../lib/practice/remote.ts');
      await update(account.client, id, name, band);
      const renamed = { id, name: name.trim(), ageBand: band };
      setAccount({ ...account, learners: account.learners.map((learner) => (learner.id === id ? renamed : learner)) });
      setError(null);
      setNotice(`Saved: ${renamed.name} (${AGE_BAND_LABELS[band]}).`);
      return true;
    } catch (failure) {
      setError((failure as Error).message);
      if (isLearnerGone(failure)) await showLearnersAsTheyAre(account).catch(() => undefined);
      return false;
    }
  }

  async function removeLearner(id: string): Promise<boolean> {
    if (!account) return false;
    const name = account.learners.find((learner) => learner.id === id)?.name ?? 'The learner';
    try {
      const { removeLearner: remove } = await import('../../lib/practice/remote.ts');
      await remove(account.client, id);
      // The database removed their progress with them; reviews of theirs still waiting on this device go too.
      await forgetDeviceLearner(id).catch(() => undefined);
      setAccount({ ...account, learners: account.learners.filter((learner) => learner.id !== id) });
      setRecords((all) => all.filter((record) => record.learnerId !== id));
      setLearnerId(null);
      setError(null);
      setNotice(`${name} and their progress were removed. You are practising now.`);
      await refreshStreak(null, account).catch(() => undefined);
      return true;
    } catch (failure) {
      setError((failure as Error).message);
      if (isLearnerGone(failure)) await showLearnersAsTheyAre(account).catch(() => undefined);
      return false;
    }
  }

  function selectLearner(id: string | null) {
    setLearnerId(id);
    setNotice(null);
    void refreshStreak(id, account).catch(() => undefined);
  }

  if (!now) {
    return (
      <p className={`text-lg ${muted}`} aria-busy="true">
        Loading your practice…
      </p>
    );
  }

  const today = todayIn(timeZone, now);
  return (
    <div className={`space-y-6 ${isYounger(ageBand) ? 'text-xl' : 'text-lg'}`} data-testid="practice">
      <p role="status" className="min-h-7 font-semibold text-brand-900 dark:text-brand-100">
        {notice ?? ''}
      </p>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
          {error}
        </p>
      )}
      {account && (
        <Learners
          learners={account.learners}
          current={learnerId}
          onSelect={selectLearner}
          onAdd={addLearner}
          onRename={renameLearner}
          onRemove={removeLearner}
        />
      )}
      <dl className="flex flex-wrap gap-x-8 gap-y-2 text-xl">
        <div>
          <dt className="sr-only">Due</dt>
          <dd data-testid="due-count">{dueLabel(queue.due.length)}</dd>
        </div>
        <div>
          <dt className="sr-only">Streak</dt>
          <dd data-testid="streak">{streakLabel(streak)}</dd>
        </div>
        <div>
          <dt className="sr-only">New</dt>
          <dd>{fresh.length} new</dd>
        </div>
      </dl>
      {current && items.get(current.itemKey) ? (
        <PracticeCard
          key={`${current.learnerId ?? ''}|${current.itemKey}|${current.reps}`}
          item={items.get(current.itemKey)!}
          record={current}
          ageBand={ageBand}
          now={now}
          focusOnArrival={graded > 0}
          onGrade={(value) => void grade(current, value)}
        />
      ) : (
        <p className="font-serif text-2xl" tabIndex={-1} data-testid="practice-done">
          {mine.length === 0 ? 'Nothing added yet. Start with this week’s verse or catechism question.' : 'All done for today. Well done!'}
        </p>
      )}
      <ThisWeek today={today} ageBand={ageBand} known={known} onAdd={(chosen) => void add(chosen)} />
      <BrowseCollection known={known} onAdd={(chosen) => void add(chosen)} />
    </div>
  );
}
