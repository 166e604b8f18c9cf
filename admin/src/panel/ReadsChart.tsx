/**
 * Devotionals read per day over the last 30 days: a small bar chart drawn in SVG (no chart library for one
 * chart). The numbers are also in a visually hidden table, so screen readers get the data, not a picture.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { displayDate } from '@lib/display-date.ts';

const WIDTH = 600;
const HEIGHT = 160;
const PAD_BOTTOM = 20;
const PAD_LEFT = 28;

// Pixel sizes as strings: MUI reads a bare 1 as 100%, which made this table as wide as the window and pushed the
// panel sideways.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function ReadsChart({ days }: { days: { date: string; reads: number }[] }) {
  const max = Math.max(1, ...days.map((d) => d.reads));
  const total = days.reduce((sum, d) => sum + d.reads, 0);
  const barWidth = (WIDTH - PAD_LEFT) / Math.max(1, days.length);
  const plotHeight = HEIGHT - PAD_BOTTOM;
  return (
    <Card variant="outlined" component="section" aria-labelledby="reads-chart-title" sx={{ position: 'relative' }}>
      <CardContent>
        <Typography id="reads-chart-title" variant="h6" component="h2">
          Devotionals read per day
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Last 30 days: {total.toLocaleString('en-US')} {total === 1 ? 'read' : 'reads'}
        </Typography>
        <Box sx={{ color: 'primary.main' }}>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            width="100%"
            role="img"
            aria-label={`Bar chart of devotionals read per day, ${days[0] ? displayDate(days[0].date) : ''} to ${days.at(-1) ? displayDate(days.at(-1)!.date) : ''}; peak ${max} per day`}
            data-testid="reads-chart"
          >
            <line x1={PAD_LEFT} y1={plotHeight} x2={WIDTH} y2={plotHeight} stroke="currentColor" strokeOpacity={0.3} />
            <text x={PAD_LEFT - 4} y={10} textAnchor="end" fontSize={10} fill="currentColor">
              {max}
            </text>
            <text x={PAD_LEFT - 4} y={plotHeight} textAnchor="end" fontSize={10} fill="currentColor">
              0
            </text>
            {days.map((d, i) => {
              const h = (d.reads / max) * (plotHeight - 4);
              return (
                <rect key={d.date} x={PAD_LEFT + i * barWidth + 1} y={plotHeight - h} width={Math.max(1, barWidth - 2)} height={h} fill="currentColor" rx={1}>
                  <title>{`${displayDate(d.date)}: ${d.reads}`}</title>
                </rect>
              );
            })}
            {days.length > 0 && (
              <>
                <text x={PAD_LEFT} y={HEIGHT - 4} fontSize={10} fill="currentColor">
                  {displayDate(days[0].date)}
                </text>
                <text x={WIDTH} y={HEIGHT - 4} fontSize={10} textAnchor="end" fill="currentColor">
                  {displayDate(days.at(-1)!.date)}
                </text>
              </>
            )}
          </svg>
        </Box>
        <Box component="table" sx={visuallyHidden}>
          <caption>Devotionals read per day</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Reads</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <td>{displayDate(d.date)}</td>
                <td>{d.reads}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </CardContent>
    </Card>
  );
}
