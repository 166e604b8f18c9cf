/**
 * Whose practice (signed in): the reader or one of up to six family learners, each added with a name and an age band.
 * The form to add one opens from "Add a learner" and closes once the learner is added, so on a phone the practice
 * card below stays in view.
 * The selected learner can be changed (name, age band) or removed, after an inline confirmation (Cancel or Escape
 * keeps them), with their progress. The form and the confirmation (./LearnerEditor.tsx, with the actions they run)
 * load when the reader first opens one: until they arrive their place says it is loading, and when they cannot load,
 * says so and offers to reload the page.
 */
import { useEffect, useRef, useState } from 'react';
import type { Learner } from '@lib/practice/types.ts';
import { TRANSLATIONS } from '@lib/scripture/translations.ts';
import { ageBandLabel } from '../../lib/practice/labels.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { useT } from '../i18n/IslandMessages.tsx';
import { card, cardTitle, inputClass, labelClass, muted, secondaryButton, textLink } from '../../lib/dashboard/ui.ts';
import { PartFailed, useOnDemand } from '../on-demand.tsx';
import type { LearnerEditorProps } from './LearnerEditor.tsx';
import type { LearnerState } from './learnerActions.ts';

const MAX_LEARNERS = 6;

interface Props {
  learners: Learner[];
  current: string | null;
  onSelect(learnerId: string | null): void;
  /** The page's state that adding, changing and removing a learner read and change (./learnerActions.ts). */
  state: LearnerState;
}

type Mode = 'idle' | LearnerEditorProps['mode'];

export default function Learners({ learners, current, onSelect, state }: Props) {
  const t = useT();
  const [mode, setMode] = useState<Mode>('idle');
  const selected = learners.find((learner) => learner.id === current) ?? null;
  // The form and the confirmation, with the actions they run, load when the reader first opens one.
  const [editorFailed, setEditorFailed] = useState(false);
  const editor = useOnDemand<LearnerEditorProps>(
    () => import('./LearnerEditor.tsx'),
    () => setEditorFailed(true),
  );
  // Where focus returns when a change or a removal is finished or cancelled.
  const returnTo = useRef<HTMLElement | null>(null);
  const who = useRef<HTMLSelectElement>(null);

  useEffect(() => setMode('idle'), [current]);
  useEffect(() => {
    if (mode !== 'idle' || !returnTo.current) return;
    (returnTo.current.isConnected ? returnTo.current : who.current)?.focus();
    returnTo.current = null;
  }, [mode, current]);

  function open(next: Mode, button: HTMLElement) {
    returnTo.current = button;
    editor.request();
    setMode(next);
  }

  const close = () => setMode('idle');

  // What is open below the buttons: a removal's confirmation or the form (a learner's change, or a new learner).
  const editing = selected && mode !== 'idle' && mode !== 'add' ? mode : mode === 'add' && learners.length < MAX_LEARNERS ? 'add' : null;
  return (
    <section aria-labelledby="learners" className={`${card} space-y-4`}>
      <h2 id="learners" className={cardTitle}>
        {t('practice.app.family')}
      </h2>
      <div>
        <label htmlFor="learner" className={labelClass}>
          {t('practice.app.who')}
        </label>
        <select
          id="learner"
          ref={who}
          className={`${inputClass} max-w-md`}
          value={current ?? ''}
          onChange={(event) => onSelect(event.currentTarget.value || null)}
        >
          <option value="">{t('practice.app.you')}</option>
          {learners.map((learner) => (
            <option key={learner.id} value={learner.id}>
              {`${learner.name} (${ageBandLabel(t, learner.ageBand)}${learner.translation ? `, ${TRANSLATIONS[learner.translation].abbreviation}` : ''})`}
            </option>
          ))}
        </select>
      </div>
      {selected && (
        <div className="flex flex-wrap gap-3">
          <button type="button" className={secondaryButton} aria-expanded={mode === 'change'} onClick={(event) => open('change', event.currentTarget)}>
            {t('practice.app.change', { name: selected.name })}
          </button>
          <button type="button" className={secondaryButton} aria-expanded={mode === 'remove'} onClick={(event) => open('remove', event.currentTarget)}>
            {t('practice.app.remove', { name: selected.name })}
          </button>
        </div>
      )}
      {editing !== 'remove' &&
        editing !== 'change' &&
        (learners.length < MAX_LEARNERS ? (
          <button
            type="button"
            className={secondaryButton}
            aria-expanded={mode === 'add'}
            aria-controls="learner-form"
            onClick={(event) => (mode === 'add' ? close() : open('add', event.currentTarget))}
          >
            {t('practice.app.addAnotherLearner')}
          </button>
        ) : (
          <p className={muted}>{t('practice.app.sixLearners')}</p>
        ))}
      {editing &&
        (editor.Part ? (
          <editor.Part key={`${mode}|${current ?? ''}`} mode={editing} selected={selected} state={state} onClose={close} />
        ) : editorFailed ? (
          <PartFailed />
        ) : (
          <p className={muted} aria-busy="true">
            {t('pageParts.loading')}
          </p>
        ))}
      {learners.length > 0 && (
        <p>
          <a className={textLink} href={localePath(t.locale, '/practice/family/')}>
            {t('practice.app.familyWeek')}
          </a>
        </p>
      )}
    </section>
  );
}
