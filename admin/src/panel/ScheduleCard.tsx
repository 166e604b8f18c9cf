/**
 * The next 14 days: which have a published devotional and which are empty, so a gap in the calendar is seen
 * before readers meet it. A day with only a draft counts as empty for readers, and says so.
 */
import { Card, CardContent, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-admin';
import { displayDate, shortWeekday } from '@lib/display-date.ts';
import type { PanelStats } from './usePanelStats.ts';

export function ScheduleCard({ schedule }: { schedule: PanelStats['schedule'] }) {
  const empty = schedule.filter((d) => !d.devotionals.some((v) => v.status === 'published')).length;
  return (
    <Card variant="outlined" component="section" aria-labelledby="schedule-title">
      <CardContent>
        <Typography id="schedule-title" variant="h6" component="h2">
          Next 14 days
        </Typography>
        <Typography variant="body2" color={empty ? 'error' : 'text.secondary'}>
          {empty === 0 ? 'Every day has a published devotional.' : `${empty} of 14 days ${empty === 1 ? 'has' : 'have'} no published devotional.`}
        </Typography>
        <List dense aria-label="Schedule">
          {schedule.map((day) => {
            const published = day.devotionals.filter((v) => v.status === 'published');
            const drafts = day.devotionals.filter((v) => v.status === 'draft');
            const shown = published[0] ?? drafts[0];
            return (
              <ListItem
                key={day.date}
                disableGutters
                data-testid="schedule-day"
                data-date={day.date}
                data-state={published.length ? 'published' : drafts.length ? 'draft' : 'empty'}
              >
                <ListItemText
                  primary={
                    <>
                      <strong>
                        {shortWeekday(day.date)} {displayDate(day.date)}
                      </strong>{' '}
                      {shown ? (
                        <Link to={`/devotional/edit/${shown.id}`}>{shown.title}</Link>
                      ) : (
                        <>
                          <span>Nothing scheduled</span>{' '}
                          <Link to={`/devotional/create?date=${day.date}`} aria-label={`Create a devotional for ${displayDate(day.date)}`}>
                            Create
                          </Link>
                        </>
                      )}
                    </>
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
      </CardContent>
    </Card>
  );
}
