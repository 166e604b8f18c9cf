/** Whose practice (signed in): the reader or one of up to six family learners, each added with a name and an age band. */
import { useState, type FormEvent } from 'react';
import type { AgeBand, Learner } from '@lib/practice/types.ts';
import { AGE_BANDS } from '@lib/practice/types.ts';
import { AGE_BAND_LABELS } from '../../lib/practice/labels.ts';
import { card, cardTitle, inputClass, labelClass, muted, primaryButton } from '../../lib/dashboard/ui.ts';

export const MAX_LEARNERS = 6;

interface Props {
  learners: Learner[];
  current: string | null;
  onSelect(learnerId: string | null): void;
  onAdd(name: string, ageBand: AgeBand): Promise<void>;
}

export default function Learners({ learners, current, onSelect, onAdd }: Props) {
  const [name, setName] = useState('');
  const [ageBand, setAgeBand] = useState<AgeBand>('6-9');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await onAdd(name, ageBand);
      setName('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="learners" className={`${card} space-y-4`}>
      <h2 id="learners" className={cardTitle}>
        Family
      </h2>
      <div>
        <label htmlFor="learner" className={labelClass}>
          Who is practising?
        </label>
        <select id="learner" className={`${inputClass} max-w-md`} value={current ?? ''} onChange={(event) => onSelect(event.currentTarget.value || null)}>
          <option value="">You</option>
          {learners.map((learner) => (
            <option key={learner.id} value={learner.id}>
              {learner.name} ({AGE_BAND_LABELS[learner.ageBand]})
            </option>
          ))}
        </select>
      </div>
      {learners.length < MAX_LEARNERS ? (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="learner-name" className={labelClass}>
              Learner's name
            </label>
            <input id="learner-name" required maxLength={40} value={name} onInput={(event) => setName(event.currentTarget.value)} className={inputClass} />
          </div>
          <div>
            <label htmlFor="learner-age" className={labelClass}>
              Age
            </label>
            <select id="learner-age" value={ageBand} onChange={(event) => setAgeBand(event.currentTarget.value as AgeBand)} className={inputClass}>
              {AGE_BANDS.map((band) => (
                <option key={band} value={band}>
                  {AGE_BAND_LABELS[band]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={primaryButton} disabled={busy}>
            Add learner
          </button>
        </form>
      ) : (
        <p className={muted}>You have six learners, the most a family can have.</p>
      )}
    </section>
  );
}
