/**
 * Previous and Next on the devotional page: Previous goes to the latest published devotional
 * dated before this one; Next to the earliest dated after it, but only once that one is released (dated today
 * or earlier in the site's time zone). Otherwise Next is shown disabled.
 */

export interface DatedDevotional {
  id: string;
  /** YYYY-MM-DD; compares correctly as a string. */
  date: string;
}

export interface DevotionalNeighbours<T extends DatedDevotional> {
  previous: T | null;
  next: T | null;
}

/**
 * The neighbours of every date at once, for a build that gives each of thousands of pages its neighbours: one sort
 * instead of one pass over the whole list per page. `today` is the site's date; a devotional dated after it is never
 * offered, even if the list holds it, so a list that slipped past release gating still cannot link to tomorrow. Of
 * several devotionals sharing a date, the first in list order.
 */
export function neighboursByDate<T extends DatedDevotional>(published: readonly T[], today: string): (date: string) => DevotionalNeighbours<T> {
  const firstOfDate = new Map<string, T>();
  for (const candidate of published) if (candidate.date <= today && !firstOfDate.has(candidate.date)) firstOfDate.set(candidate.date, candidate);
  const dates = [...firstOfDate.keys()].sort();
  return (date) => {
    // The first index whose date is not before `date`, by binary search.
    let low = 0;
    let high = dates.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (dates[middle]! < date) low = middle + 1;
      else high = middle;
    }
    const after = dates[low] === date ? low + 1 : low;
    return { previous: low > 0 ? firstOfDate.get(dates[low - 1]!)! : null, next: after < dates.length ? firstOfDate.get(dates[after]!)! : null };
  };
}
