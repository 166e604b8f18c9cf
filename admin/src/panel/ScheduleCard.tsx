/**
 * The next 14 days: which have a published devotional and which are empty, so a gap in the calendar is seen
 * before readers meet it. A day with only a draft counts as empty for readers, and says so. The days are the English
 * edition's; a day's English devotional names the editions its translation group lacks ("Missing: Nederlands,
 * Español"), and "Missing a translation" shows only those days.
 */
import { useState } from 'react';
import { Card, CardContent, Chip, FormControlLabel, List, ListItem, ListItemText, Switch, Typography } from '@mui/material';
import { Link } from 'react-admin';
import { displayDate, shortWeekday } from '@lib/display-date.ts';
import { LANGUAGE_NAMES } from '@lib/devotionals/languages.ts';
import { dayTranslations } from '@lib/devotionals/translations.ts';
import type { PanelStats } from './usePanelStats.ts';

export function ScheduleCard({ schedule }: { schedule: PanelStats['schedule'] }) {
  const [onlyMissing, setOnlyMissing] = useState(false);
  const days = schedule.map((day) => {
    const english = day.devotionals.filter((v) => v.language === 'en');
    return {
      date: day.date,
      published: english.filter((v) => v.status === 'published'),
      drafts: english.filter((v) => v.status === 'draft'),
      translations: dayTranslations(day.devotionals),
    };
  });
  const empty = days.filter((d) => !d.published.length).length;
  const missing = days.filter((d) => d.translations.missing.length).length;
  const shownDays = onlyMissing ? days.filter((d) => d.translations.missing.length) : days;
  return (
    <Card variant="outlined" component="section" aria-labelledby="schedule-title">
      <CardContent>
        <Typography id="schedule-title" variant="h6" component="h2">
          Next 14 days
        </Typography>
        <Typography variant="body2" color={empty ? 'error' : 'text.secondary'}>
          {empty === 0 ? 'Every day has a published devotional.' : `${empty} of 14 days ${empty === 1 ? 'has' : 'have'} no published devotional.`}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="schedule-missing-count">
          {missing === 0 ? 'Every devotional has its translations.' : `${missing} ${missing === 1 ? 'day lacks' : 'days lack'} a translation.`}
        </Typography>
        <FormControlLabel
          control={<Switch size="small" checked={onlyMissing} onChange={(e) => setOnlyMissing(e.target.checked)} />}
          label="Missing a translation"
        />
        <List dense aria-label="Schedule">
          {shownDays.map(({ date, published, drafts, translations }) => {
            const shown = published[0] ?? drafts[0];
            return (
              <ListItem
                key={date}
                disableGutters
                data-testid="schedule-day"
                data-date={date}
                data-state={published.length ? 'published' : drafts.length ? 'draft' : 'empty'}
              >
                <ListItemText
                  primary={
                    <>
                      <strong>
                        {shortWeekday(date)} {displayDate(date)}
                      </strong>{' '}
                      {shown ? (
                        <Link to={`/devotional/edit/${shown.id}`}>{shown.title}</Link>
                      ) : (
                        <>
                          <span>Nothing scheduled</span>{' '}
                          <Link to={`/devotional/create?date=${date}`} aria-label={`Create a devotional for ${displayDate(date)}`}>
                            Create
                          </Link>
                        </>
                      )}
                    </>
                  }
                  secondary={
                    translations.missing.length ? (
                      <span data-testid="schedule-missing">Missing: {translations.missing.map((l) => LANGUAGE_NAMES[l]).join(', ')}</span>
                    ) : null
                  }
                />
                <Chip
                  size="small"
                  label={published.length ? 'Published' : drafts.length ? 'Draft only' : 'Empty'}
                  color={published.length ? 'success' : drafts.length ? 'warning' : 'error'}
                  variant={published.length ? 'filled' : 'outlined'}
                />
              </ListItem>
            );
          })}
        </List>
        {onlyMissing && !shownDays.length && (
          <Typography variant="body2" color="text.secondary">
            No day in the next 14 lacks a translation.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
