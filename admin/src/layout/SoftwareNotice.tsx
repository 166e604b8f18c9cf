/**
 * The console's licence notice: it is free software (GPL-3.0-or-later), its source is offered where the deployment
 * says (PUBLIC_SOURCE_URL at build time, else lib/project-licence.ts's default), and the licences of the packages it
 * ships are in the build's /third-party-notices.txt.
 */
import { Box, Link, Typography } from '@mui/material';
import { PROJECT_LICENCE, sourceRepositoryUrl, THIRD_PARTY_NOTICES_PATH } from '@lib/project-licence.ts';

const source = sourceRepositoryUrl(import.meta.env.PUBLIC_SOURCE_URL);

export function SoftwareNotice() {
  return (
    <Box component="footer" sx={{ mt: 4, mb: 2, px: 2 }}>
      <Typography variant="caption" color="text.secondary">
        Free software under the {PROJECT_LICENCE} licence.{' '}
        {source && (
          <>
            <Link href={source} target="_blank" rel="noopener noreferrer">
              Source code
            </Link>
            {' · '}
          </>
        )}
        <Link href={THIRD_PARTY_NOTICES_PATH} target="_blank" rel="noopener">
          Third-party notices
        </Link>
      </Typography>
    </Box>
  );
}
