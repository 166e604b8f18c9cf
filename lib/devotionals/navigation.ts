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
 * The neighbours of the devotional dated `date` among `published` (any order). `today` is the site's date; a
 * devotional dated after it is never offered, even if the list holds it, so a list that slipped past release
 * gating still cannot link to tomorrow.
 */
export function devotionalNeighbours<T extends DatedDevotional>(published: readonly T[], date: string, today: string): DevotionalNeighbours<T> {
  let previous: T | null = null;
  let next: T | null = null;
  for (const candidate of published) {
    if (candidate.date > today) continue;
    if (candidate.date < date && (!previous || candidate.date > previous.date)) previous = candidate;
    if (candidate.date > date && (!next || candidate.date < next.date)) next = candidate;
  }
  return { previous, next };
}

/**
 * `devotionalNeighbours` for every date at once, for a build that gives each of thousands of pages its neighbours:
 * one sort instead of one pass over the whole list per page. Gives exactly what `devotionalNeighbours`
 * gives for each date, ties included (the first of several devotionals sharing a date, in list order).
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
