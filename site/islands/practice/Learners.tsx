/**
 * Whose practice (signed in): the reader or one of up to six family learners, each added with a name and an age band.
 * The form to add one opens from "Add a learner" and closes once the learner is added, so on a phone the practice
 * card below stays in view.
 * The selected learner can be changed (name, age band) or removed, after an inline confirmation (Cancel or Escape
 * keeps them), with their progress.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { AgeBand, Learner } from '@lib/practice/types.ts';
import { AGE_BANDS } from '@lib/practice/types.ts';
import { TRANSLATIONS, TRANSLATION_IDS, isTranslation, type TranslationId } from '@lib/scripture/translations.ts';
import { ageBandLabel } from '../../lib/practice/labels.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { useT } from '../i18n/IslandMessages.tsx';
import { card, cardTitle, inputClass, labelClass, muted, primaryButton, secondaryButton, textLink } from '../../lib/dashboard/ui.ts';

export const MAX_LEARNERS = 6;

interface Props {
  learners: Learner[];
  current: string | null;
  onSelect(learnerId: string | null): void;
  onAdd(name: string, ageBand: AgeBand, translation: TranslationId | null): Promise<void>;
  /** Each resolves true once the database has the change; false when it failed (and the page says why). */
  onRename(id: string, name: string, ageBand: AgeBand, translation: TranslationId | null): Promise<boolean>;
  onRemove(id: string): Promise<boolean>;
}

type Mode = 'idle' | 'add' | 'change' | 'remove';

export default function Learners({ learners, current, onSelect, onAdd, onRename, onRemove }: Props) {
  const t = useT();
  const [name, setName] = useState('');
  const [ageBand, setAgeBand] = useState<AgeBand>('6-9');
  // null: the learner reads what the reader reads.
  const [translation, setTranslation] = useState<TranslationId | null>(null);
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<Mode>('idle');
  const selected = learners.find((learner) => learner.id === current) ?? null;
  // Where focus returns when a change or a removal is finished or cancelled.
  const returnTo = useRef<HTMLElement | null>(null);
  const who = useRef<HTMLSelectElement>(null);
  // Opening the form or a removal moves focus into it: the name field, or Cancel (the safe choice).
  const opened = useRef<HTMLInputElement & HTMLButtonElement>(null);

  useEffect(() => setMode('idle'), [current]);
  useEffect(() => {
    if (mode !== 'idle') return opened.current?.focus();
    if (!returnTo.current) return;
    (returnTo.current.isConnected ? returnTo.current : who.current)?.focus();
    returnTo.current = null;
  }, [mode, current]);

  function open(next: Mode, button: HTMLElement) {
    returnTo.current = button;
    if (next === 'change' && selected) {
      setName(selected.name);
      setAgeBand(selected.ageBand);
      setTranslation(selected.translation ?? null);
    }
    setMode(next);
  }

  function close() {
    setName('');
    setTranslation(null);
    setMode('idle');
  }

  // Escape cancels a removal, as it closes the site's dialogs; focus then goes back to "Remove …", as after Cancel.
  // Focus inside the confirmation is always on one of its two buttons, so they listen.
  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close();
  }

  async function run(action: () => Promise<boolean | void>) {
    setBusy(true);
    try {
      if ((await action()) !== false) close();
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(() => (mode === 'change' && selected ? onRename(selected.id, name, ageBand, translation) : onAdd(name, ageBand, translation)));
  }

  const changing = mode === 'change' && selected;
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
      {selected && mode === 'remove' ? (
        <div role="group" aria-labelledby="learner-remove" className="space-y-3">
          <p id="learner-remove" className="font-semibold">
            {t('practice.app.removeQuestion', { name: selected.name })}
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className={primaryButton} disabled={busy} onClick={() => void run(() => onRemove(selected.id))} onKeyDown={cancelOnEscape}>
              {t('practice.app.removeConfirm')}
            </button>
            <button type="button" className={secondaryButton} ref={opened} onClick={close} onKeyDown={cancelOnEscape}>
              {t('practice.app.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <>
          {!changing &&
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
          {(changing || (mode === 'add' && learners.length < MAX_LEARNERS)) && (
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
              <button type="button" className={secondaryButton} onClick={close}>
                {t('practice.app.cancel')}
              </button>
            </form>
          )}
        </>
      )}
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
