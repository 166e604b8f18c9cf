/** The sections of one confession, reloaded after every change; a failed load says 'Failed to load sections'. */
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { supabase } from '../supabase.ts';
import { loadSections } from './sectionsApi.ts';
import type { Section } from './types.ts';

export function useSections(confessionId: string) {
  const notify = useNotify();
  const [sections, setSections] = useState<Section[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      setSections(await loadSections(supabase, confessionId));
      setFailed(false);
    } catch {
      setFailed(true);
      notify('Failed to load sections', { type: 'error' });
    } finally {
      setLoading(false);
    }
  }, [confessionId, notify]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { sections, loading, failed, reload };
}
