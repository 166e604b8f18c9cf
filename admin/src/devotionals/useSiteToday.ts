/** Today in the site's time zone (site_settings.timezone, readable by everyone): the day release gating uses. */
import { useQuery } from '@tanstack/react-query';
import { todayIn } from '../../../lib/dates.ts';
import { DEFAULT_TIME_ZONE } from '../../../lib/time-zone/schema.ts';
import { supabase } from '../supabase.ts';

export function useSiteToday(): string {
  const { data: timeZone } = useQuery({
    queryKey: ['admin', 'site-timezone'],
    staleTime: 10 * 60_000,
    queryFn: async () => {
      const { data, error } = await supabase.from('site_settings').select('timezone').maybeSingle();
      if (error) throw new Error(error.message);
      return data?.timezone ?? DEFAULT_TIME_ZONE;
    },
  });
  return todayIn(timeZone ?? DEFAULT_TIME_ZONE);
}
