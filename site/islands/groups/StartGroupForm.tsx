/** "Start a group" on /groups/: a name and whether to share (offered ticked); the new group's page then shows its invite link. */
import { useState, type FormEvent } from 'react';
import type { PageClient } from '../../data/client/types.ts';
import { GROUP_NAME_MAX } from '@lib/groups/group-rules.ts';
import { groupHref } from '@lib/groups/group-address.ts';
import { startGroup } from '../../data/groups/group-actions.ts';
import { setFlash } from '../../lib/flash.ts';
import { card, cardTitle, inputClass, labelClass, primaryButton } from '../../lib/dashboard/ui.ts';
import WhatIsShared from './WhatIsShared.tsx';
import { editionHref } from '../../lib/i18n/edition-routes.ts';
import { useT } from '../i18n/IslandMessages.tsx';
import { refusalIn } from '../../lib/groups/refusal-words.ts';
import { groupNameProblemIn } from './group-name-problem.ts';

export default function StartGroupForm({ client }: { client: PageClient }) {
  const t = useT();
  const [name, setName] = useState('');
  // The one who starts a group means to read with it, so the form offers sharing ticked and says what it means and
  // what unticking does (their own row stays out of the week); joiners choose with the box unticked.
  const [share, setShare] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const wrong = groupNameProblemIn(name, t);
    setProblem(wrong);
    if (wrong) return;
    setBusy(true);
    const started = await startGroup(client, name, share);
    if (!started.ok) {
      setBusy(false);
      setProblem(refusalIn(t, started.message));
      return;
    }
    setFlash(t('groups.start.ready', { name: name.trim() }), 'success');
    window.location.assign(editionHref(t.locale, groupHref(started.value)));
  }

  return (
    <section className={card} aria-labelledby="start-group-heading">
      <h2 id="start-group-heading" className={cardTitle}>
        {t('groups.start.heading')}
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <div className="max-w-md">
          <label htmlFor="group-name" className={labelClass}>
            {t('groups.start.name')}
          </label>
          <input
            id="group-name"
            className={inputClass}
            value={name}
            maxLength={GROUP_NAME_MAX}
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'group-name-problem' : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {problem && (
            <p id="group-name-problem" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
              {problem}
            </p>
          )}
        </div>
        <div>
          <label className="inline-flex items-center gap-2 text-stone-800 dark:text-stone-200">
            <input
              type="checkbox"
              checked={share}
              onChange={(e) => setShare(e.target.checked)}
              aria-describedby="start-group-sharing"
              className="accent-brand-700"
            />
            {t('groups.start.share')}
          </label>
          <WhatIsShared id="start-group-sharing" />
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400" data-testid="start-sharing-note">
            {t('groups.start.shareNote')}
          </p>
        </div>
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? t('groups.start.starting') : t('groups.start.submit')}
        </button>
      </form>
    </section>
  );
}
