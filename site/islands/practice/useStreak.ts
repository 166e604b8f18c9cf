/**
 * The practice streak of the learner practising: from the account's summary when signed in, else from the days this
 * device practised on. `refreshStreak` reads it again after a grade or a change of learner.
 */
import { useCallback, useState } from 'react';
import { todayIn } from '@lib/dates.ts';
import { practiceStreak } from '@lib/practice/streak.ts';
import { deviceDays } from '../../lib/practice/device-store.ts';
import { practiceSummary } from '../../data/practice/remote.ts';
import type { Account } from './openPractice.ts';

export function useStreak(timeZone: string) {
  const [streak, setStreak] = useState(0);
  const refreshStreak = useCallback(
    async (learner: string | null, account: Account | null) => {
      const today = todayIn(timeZone);
      if (account) {
        const row = (await practiceSummary(account.client)).find((summary) => summary.learnerId === learner);
        setStreak(row?.streak ?? 0);
      } else {
        setStreak(practiceStreak(await deviceDays(learner), today));
      }
    },
    [timeZone],
  );
  return { streak, refreshStreak };
}
