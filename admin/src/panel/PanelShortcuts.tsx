/** The panel's buttons: tags, feedback, confessions, users and the devotional generator. */
import { Box } from '@mui/material';
import { Link } from 'react-admin';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import FeedbackIcon from '@mui/icons-material/Feedback';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PeopleIcon from '@mui/icons-material/People';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Button } from '../common/LabelledButton.tsx';

const SHORTCUTS = [
  { label: 'Manage tags', to: '/tags', icon: <LocalOfferIcon /> },
  { label: 'Review feedback', to: '/feedback', icon: <FeedbackIcon /> },
  { label: 'Edit confessions', to: '/confessions', icon: <MenuBookIcon /> },
  { label: 'Manage users', to: '/users', icon: <PeopleIcon /> },
  { label: 'Generate a devotional', to: '/devotional-generator', icon: <AutoAwesomeIcon /> },
];

export function PanelShortcuts() {
  return (
    <Box component="nav" aria-label="Admin sections" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {SHORTCUTS.map((s) => (
        <Button key={s.to} component={Link} to={s.to} label={s.label} startIcon={s.icon} variant="outlined" />
      ))}
    </Box>
  );
}
