/** The sections of one confession, reloaded after every change; a failed load says 'Failed to load sections'. */
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import type { Section } from '../providers/types.ts';

export function useSections(confessionId: string) {
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [sections, setSections] = useState<Section[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      setSections(await dataProvider.getSections(confessionId));
      setFailed(false);
    } catch {
      setFailed(true);
      notify('Failed to load sections', { type: 'error' });
    } finally {
      setLoading(false);
    }
  }, [confessionId, dataProvider, notify]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { sections, loading, failed, reload };
}
