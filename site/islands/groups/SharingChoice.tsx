/** The reader's own choice, per group: whether the group sees which days they read (set_reading_group_sharing). */
import { useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setSharing } from '../../lib/groups/group-actions.ts';
import { toast } from '../../lib/toast.ts';
import WhatIsShared from './WhatIsShared.tsx';

interface Props {
  client: SupabaseClient;
  groupId: string;
  shares: boolean;
  onChanged: () => void;
}

export default function SharingChoice({ client, groupId, shares, onChanged }: Props) {
  const [busy, setBusy] = useState(false);

  async function choose(next: boolean) {
    setBusy(true);
    const result = await setSharing(client, groupId, next);
    setBusy(false);
    if (!result.ok) return toast(result.message, 'error');
    toast(next ? 'The group now sees which days you read.' : 'The group no longer sees which days you read.');
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
        Share with this group which days I read
      </label>
      <WhatIsShared id="sharing-explained" />
    </div>
  );
}
