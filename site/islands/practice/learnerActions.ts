/**
 * The signed-in reader's learners on /practice: add, rename or remove one. Loaded with the form and the confirmation
 * that run them (./LearnerEditor.tsx); choosing who practises is ./usePractice.ts's. Each says what
 * it did (or why it could not) through the page's notice and error; a learner already removed on another device is
 * dropped from the page when an action finds them gone.
 */
import type { Dispatch, SetStateAction } from 'react';
import type { AgeBand, ProgressRecord } from '@lib/practice/types.ts';
import type { TranslationId } from '@lib/scripture/translations.ts';
import { practiceFailureText } from '@lib/practice/failure-text.ts';
import { forgetDeviceLearner } from '../../lib/practice/device-writes.ts';
import { ageBandLabel } from '../../lib/practice/labels.ts';
import { isLearnerGone } from '../../lib/practice/session.ts';
import type { IslandT } from '../i18n/IslandMessages.tsx';
import { listLearners } from '../../data/practice/remote.ts';
import { addLearner as insertLearner, removeLearner as deleteLearner, renameLearner as changeLearner } from '../../data/practice/learners.ts';
import type { Account } from './openPractice.ts';

/** The practice page's state the learner actions read and change. */
export interface LearnerState {
  t: IslandT;
  account: Account | null;
  setAccount: Dispatch<SetStateAction<Account | null>>;
  learnerId: string | null;
  setLearnerId: Dispatch<SetStateAction<string | null>>;
  setRecords: Dispatch<SetStateAction<ProgressRecord[]>>;
  setNotice: Dispatch<SetStateAction<string | null>>;
  setError: Dispatch<SetStateAction<string | null>>;
  refreshStreak: (learner: string | null, account: Account | null) => Promise<void>;
}

export function learnerActions({ t, account, setAccount, learnerId, setLearnerId, setRecords, setNotice, setError, refreshStreak }: LearnerState) {
  async function addLearner(name: string, band: AgeBand, own: TranslationId | null = null) {
    if (!account) return;
    try {
      const added = await insertLearner(account.client, name, band, own);
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
      await changeLearner(account.client, id, name, band, own);
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
      await deleteLearner(account.client, id);
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

  return { addLearner, renameLearner, removeLearner };
}
