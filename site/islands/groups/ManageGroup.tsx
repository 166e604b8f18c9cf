/**
 * The leader's settings of a group, on its page: rename it, and delete it for everyone after typing its name.
 * Passing leadership on is beside each member (MemberList); this section says so. The database decides who may
 * (rename_reading_group, delete_reading_group); the page offers this section to the leader only.
 */
import { useState, type FormEvent } from 'react';
import type { PageClient } from '../../data/client/types.ts';
import { GROUP_NAME_MAX } from '@lib/groups/group-rules.ts';
import { GROUPS_PATH } from '@lib/groups/group-address.ts';
import { deleteGroup, renameGroup } from '../../data/groups/group-actions.ts';
import { setFlash } from '../../lib/flash.ts';
import { toast } from '../../lib/toast.ts';
import { inputClass, labelClass, muted, secondaryButton } from '../../lib/dashboard/ui.ts';
import { editionHref } from '../../lib/i18n/edition-routes.ts';
import { refusalIn } from '../../lib/groups/refusal-words.ts';
import { useT } from '../i18n/IslandMessages.tsx';
import type { ConfirmRequest } from './ConfirmDialog.tsx';
import { groupNameProblemIn } from './group-name-problem.ts';

interface Props {
  client: PageClient;
  groupId: string;
  name: string;
  confirm: (request: ConfirmRequest) => void;
  onRenamed: () => void;
}

export default function ManageGroup({ client, groupId, name, confirm, onRenamed }: Props) {
  const t = useT();
  const [draft, setDraft] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const wrong = groupNameProblemIn(draft, t);
    setProblem(wrong);
    if (wrong) return;
    setBusy(true);
    const renamed = await renameGroup(client, groupId, draft);
    setBusy(false);
    if (!renamed.ok) return setProblem(refusalIn(t, renamed.message));
    setDraft(renamed.value);
    toast(t('groups.manage.renamed', { name: renamed.value }));
    onRenamed();
  }

  function askDelete() {
    confirm({
      title: t('groups.delete.title', { name }),
      body: <p>{t('groups.delete.body')}</p>,
      confirmLabel: t('groups.delete.confirm'),
      typeToConfirm: { label: t('groups.delete.type', { name }), expected: name },
      onConfirm: async () => {
        const deleted = await deleteGroup(client, groupId);
        if (!deleted.ok) return toast(refusalIn(t, deleted.message), 'error');
        setFlash(t('groups.delete.done', { name }), 'success');
        window.location.assign(editionHref(t.locale, GROUPS_PATH));
      },
    });
  }

  return (
    <div className="space-y-6">
      <form onSubmit={rename} noValidate className="max-w-md space-y-2">
        <label htmlFor="group-rename" className={labelClass}>
          {t('groups.start.name')}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id="group-rename"
            className={`${inputClass} flex-1`}
            value={draft}
            maxLength={GROUP_NAME_MAX}
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'group-rename-problem' : undefined}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className={secondaryButton} disabled={busy || draft.trim() === name}>
            {busy ? t('groups.manage.renaming') : t('groups.manage.rename')}
          </button>
        </div>
        {problem && (
          <p id="group-rename-problem" role="alert" className="text-sm text-red-700 dark:text-red-300">
            {problem}
          </p>
        )}
      </form>
      <p className={muted}>{t('groups.manage.handOver')}</p>
      <div className="space-y-2">
        <p className={muted}>{t('groups.manage.deleteExplained')}</p>
        <button type="button" className={secondaryButton} onClick={askDelete}>
          {t('groups.delete.confirm')}
        </button>
      </div>
    </div>
  );
}
