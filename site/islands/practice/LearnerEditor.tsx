/**
 * Adding, changing or removing a learner on /practice: the form (name, age band, own Bible) for a new learner or the
 * selected one, or the inline confirmation of a removal (Cancel or Escape keeps them). Loaded by ./Learners.tsx when
 * the reader first presses "Add a learner", "Change …" or "Remove …", with the actions (./learnerActions.ts) that
 * save what the reader chose; focus moves into it as it opens: the name field, or Cancel (the safe choice).
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { AgeBand, Learner } from '@lib/practice/types.ts';
import { AGE_BANDS } from '@lib/practice/types.ts';
import { TRANSLATIONS, TRANSLATION_IDS, isTranslation, type TranslationId } from '@lib/scripture/translations.ts';
import { ageBandLabel } from '../../lib/practice/labels.ts';
import { useT } from '../i18n/IslandMessages.tsx';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../../lib/dashboard/ui.ts';
import { learnerActions, type LearnerState } from './learnerActions.ts';

export interface LearnerEditorProps {
  mode: 'add' | 'change' | 'remove';
  /** The learner a change or a removal is for. */
  selected: Learner | null;
  /** The page's state the actions read and change. */
  state: LearnerState;
  /** Closes the form or the confirmation (after the action, or on Cancel or Escape). */
  onClose(): void;
}

export default function LearnerEditor({ mode, selected, state, onClose }: LearnerEditorProps) {
  const t = useT();
  const changing = mode === 'change' && selected;
  const [name, setName] = useState(changing ? selected.name : '');
  const [ageBand, setAgeBand] = useState<AgeBand>(changing ? selected.ageBand : '6-9');
  // null: the learner reads what the reader reads.
  const [translation, setTranslation] = useState<TranslationId | null>(changing ? (selected.translation ?? null) : null);
  const [busy, setBusy] = useState(false);
  const opened = useRef<HTMLInputElement & HTMLButtonElement>(null);

  useEffect(() => opened.current?.focus(), []);

  // Escape cancels a removal, as it closes the site's dialogs; focus then goes back to "Remove …", as after Cancel.
  // Focus inside the confirmation is always on one of its two buttons, so they listen.
  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  }

  // Each action resolves false when it failed (the page says why), and the form or confirmation then stays open.
  async function run(action: () => Promise<boolean | void>) {
    setBusy(true);
    try {
      if ((await action()) !== false) onClose();
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const actions = learnerActions(state);
    void run(() => (changing ? actions.renameLearner(selected.id, name, ageBand, translation) : actions.addLearner(name, ageBand, translation)));
  }

  if (mode === 'remove' && selected) {
    return (
      <div role="group" aria-labelledby="learner-remove" className="space-y-3">
        <p id="learner-remove" className="font-semibold">
          {t('practice.app.removeQuestion', { name: selected.name })}
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            onClick={() => void run(() => learnerActions(state).removeLearner(selected.id))}
            onKeyDown={cancelOnEscape}
          >
            {t('practice.app.removeConfirm')}
          </button>
          <button type="button" className={secondaryButton} ref={opened} onClick={onClose} onKeyDown={cancelOnEscape}>
            {t('practice.app.cancel')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      id="learner-form"
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3"
      aria-label={changing ? t('practice.app.change', { name: selected.name }) : undefined}
    >
      <div>
        <label htmlFor="learner-name" className={labelClass}>
          {t('practice.app.learnerName')}
        </label>
        <input
          id="learner-name"
          required
          maxLength={40}
          ref={opened}
          value={name}
          onInput={(event) => setName(event.currentTarget.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="learner-age" className={labelClass}>
          {t('practice.app.age')}
        </label>
        <select id="learner-age" value={ageBand} onChange={(event) => setAgeBand(event.currentTarget.value as AgeBand)} className={inputClass}>
          {AGE_BANDS.map((band) => (
            <option key={band} value={band}>
              {ageBandLabel(t, band)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="learner-translation" className={labelClass}>
          {t('practice.app.learnerBible')}
        </label>
        <select
          id="learner-translation"
          value={translation ?? ''}
          onChange={(event) => setTranslation(isTranslation(event.currentTarget.value) ? event.currentTarget.value : null)}
          className={inputClass}
        >
          <option value="">{t('practice.app.sameAsYours')}</option>
          {TRANSLATION_IDS.map((id) => (
            <option key={id} value={id}>
              {TRANSLATIONS[id].abbreviation}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={primaryButton} disabled={busy}>
        {changing ? t('practice.app.saveChanges') : t('practice.app.addLearner')}
      </button>
      <button type="button" className={secondaryButton} onClick={onClose}>
        {t('practice.app.cancel')}
      </button>
    </form>
  );
}
