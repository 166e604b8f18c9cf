/** The reader's own choice, per group: whether the group sees which days they read (set_reading_group_sharing). */
import { useState } from 'react';
import type { PageClient } from '../../data/client/types.ts';
import { setSharing } from '../../data/groups/group-actions.ts';
import { toast } from '../../lib/toast.ts';
import WhatIsShared from './WhatIsShared.tsx';
import { useT } from '../i18n/IslandMessages.tsx';
import { refusalIn } from '../../lib/groups/refusal-words.ts';

interface Props {
  client: PageClient;
  groupId: string;
  shares: boolean;
  onChanged: () => void;
}

export default function SharingChoice({ client, groupId, shares, onChanged }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);

  async function choose(next: boolean) {
    setBusy(true);
    const result = await setSharing(client, groupId, next);
    setBusy(false);
    if (!result.ok) return toast(refusalIn(t, result.message), 'error');
    toast(t(next ? 'groups.sharing.on' : 'groups.sharing.off'));
    onChanged();
  }

  return (
    <div className="space-y-2">
      <label className="inline-flex items-center gap-2 font-medium text-stone-800 dark:text-stone-200">
        <input
          type="checkbox"
          checked={shares}
          disabled={busy}
          aria-describedby="sharing-explained"
          onChange={(e) => void choose(e.target.checked)}
          className="accent-brand-700"
        />
        {t('groups.sharing.label')}
      </label>
      <WhatIsShared id="sharing-explained" />
    </div>
  );
}
