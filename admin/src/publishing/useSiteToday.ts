/** Today in the site's time zone (site_settings.timezone, readable by everyone): the day release gating uses. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { todayIn } from '@lib/dates.ts';
import { DEFAULT_TIME_ZONE } from '@lib/time-zone/schema.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';

export function useSiteToday(): string {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data: timeZone } = useQuery({
    queryKey: ['admin', 'site-timezone'],
    staleTime: 10 * 60_000,
    queryFn: async () => (await dataProvider.siteTimeZone()) ?? DEFAULT_TIME_ZONE,
  });
  return todayIn(timeZone ?? DEFAULT_TIME_ZONE);
}
