/** The spec's "Back to /admin" on every management screen: the console's panel is its home route. */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from './LabelledButton.tsx';
import { Link } from 'react-router-dom';

export function BackToPanelButton() {
  return <Button component={Link} to="/" color="inherit" label="Back to Admin Panel" startIcon={<ArrowBackIcon />} />;
}
