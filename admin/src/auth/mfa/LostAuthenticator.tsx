/** Under a code form: an admin cannot reset their own second factor; another administrator can (Users, "Reset two-factor"). */
import { Typography } from '@mui/material';

export function LostAuthenticator() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      Lost your authenticator? Ask another administrator to reset your two-factor authentication.
    </Typography>
  );
}
