/**
 * /devotional-generator: a placeholder until the generator is built (its own issue replaces this file).
 * It says so plainly rather than pretending to generate anything.
 */
import { Card, CardContent, Typography } from '@mui/material';
import { Button, Link, Title } from 'react-admin';

export function GeneratorPage() {
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="Devotional generator" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Devotional generator
        </Typography>
        <Typography variant="body1" paragraph>
          The generator is not available yet. Until it is, write a devotional by hand: it is saved as a draft until you publish it.
        </Typography>
        <Button component={Link} to="/devotional/create" label="Write a devotional" variant="contained" sx={{ mr: 1 }} />
        <Button component={Link} to="/" label="Back to the panel" />
      </CardContent>
    </Card>
  );
}
