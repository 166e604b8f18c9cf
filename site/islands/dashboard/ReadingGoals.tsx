/**
 * Reading goals: the active goals with progress from the database
 * (reading_goal_progress), and a form for a new one (default weekly, 7; an empty or invalid target is 1).
 * The database sets the window and retires the older active goal of the same type.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { PageClient } from '../../data/client/types.ts';
import { activeGoals, addGoal, type GoalRow } from '../../data/goals.ts';
import { DEFAULT_GOAL, GOAL_TYPES, goalPercent, parseGoalTarget, type GoalType } from '@lib/reading/goals.ts';
import { toast } from '../../lib/toast.ts';
import { addDays } from '@lib/dates.ts';
import { card, cardTitle, inputClass, labelClass, muted, primaryButton } from '../../lib/dashboard/ui.ts';
import { editionDates } from '@lib/i18n/edition-dates.ts';
import { useT } from '../i18n/IslandMessages.tsx';

export default function ReadingGoals({ client, userId, today, onChange }: { client: PageClient; userId: string; today: string; onChange: () => void }) {
  const t = useT();
  const { displayDate } = editionDates(t.locale);
  const goalName = (type: GoalType) => t(`dashboard.goals.${type}Goal`);
  const [goals, setGoals] = useState<GoalRow[] | null>(null);
  const [goalType, setGoalType] = useState<GoalType>(DEFAULT_GOAL.goalType);
  const [target, setTarget] = useState(String(DEFAULT_GOAL.targetCount));
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const { data, error } = await activeGoals(client, userId);
    if (error) {
      toast(t('dashboard.goals.loadFailed'), 'error');
      setGoals([]);
      return;
    }
    setGoals(data);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, userId]);

  useEffect(() => {
    void load();
  }, [load]);

  async function create(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const targetCount = parseGoalTarget(target);
    setTarget(String(targetCount));
    setBusy(true);
    const { error } = await addGoal(client, userId, goalType, targetCount);
    setBusy(false);
    if (error) return toast(t('dashboard.goals.createFailed'), 'error');
    toast(t('dashboard.goals.created'));
    await load();
    onChange();
  }

  return (
    <section className={card} aria-labelledby="goals-heading">
      <h2 id="goals-heading" className={cardTitle}>
        {t('dashboard.goals.heading')}
      </h2>
      {goals === null ? (
        <p className={`mt-3 ${muted}`}>{t('dashboard.loading')}</p>
      ) : goals.length === 0 ? (
        <p className={`mt-3 ${muted}`}>{t('dashboard.goals.empty')}</p>
      ) : (
        <ul className="mt-4 space-y-4" data-testid="reading-goals">
          {goals.map((goal) => {
            const percent = goalPercent(goal.progress_count, goal.target_count);
            const ended = goal.end_date <= today;
            return (
              <li key={goal.id} data-goal-type={goal.goal_type}>
                <div className="flex items-baseline justify-between gap-2">
                  <span className="font-semibold text-stone-900 dark:text-stone-50">{goalName(goal.goal_type)}</span>
                  <span className={`text-sm ${muted}`}>
                    {t('dashboard.goals.progress', { count: Math.min(goal.progress_count, goal.target_count), target: goal.target_count })}
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-label={t('dashboard.goals.progressLabel', { goal: goalName(goal.goal_type) })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="mt-2 h-2.5 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-700"
                >
                  <div className="h-full rounded-full bg-brand-700 dark:bg-brand-100" style={{ width: `${percent}%` }} />
                </div>
                <p className={`mt-1 text-xs ${muted}`}>
                  {goal.completed ? t('dashboard.goals.completed') : ''}
                  {ended
                    ? t('dashboard.goals.ended', { date: displayDate(addDays(goal.end_date, -1)) })
                    : `${displayDate(goal.start_date)} – ${displayDate(addDays(goal.end_date, -1))}`}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <form onSubmit={create} className="mt-5 flex flex-wrap items-end gap-3 border-t border-stone-200 pt-4 dark:border-stone-800">
        <div>
          <label htmlFor="goal-type" className={labelClass}>
            {t('dashboard.goals.type')}
          </label>
          <select id="goal-type" className={inputClass} value={goalType} onChange={(e) => setGoalType(e.target.value as GoalType)}>
            {GOAL_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`dashboard.goals.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="w-28">
          <label htmlFor="goal-target" className={labelClass}>
            {t('dashboard.goals.target')}
          </label>
          <input id="goal-target" type="number" min={1} inputMode="numeric" className={inputClass} value={target} onChange={(e) => setTarget(e.target.value)} />
        </div>
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? t('dashboard.loading') : t('dashboard.goals.create')}
        </button>
      </form>
    </section>
  );
}
