// The header (spec §2): the admin's name and role (underscores shown as spaces) and Logout.
import { Box, Typography } from '@mui/material';
import { AppBar, TitlePortal, useGetIdentity } from 'react-admin';
import { BRAND } from '../texts';
import { LogoutButton } from './LogoutButton';

function AdminIdentity() {
  const { identity } = useGetIdentity();
  if (!identity) return null;
  return (
    <Box sx={{ textAlign: 'right', mr: 1, lineHeight: 1.2, display: 'flex', flexDirection: 'column' }} aria-label="Signed in administrator">
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {identity.fullName}
      </Typography>
      <Typography component="span" variant="caption" data-testid="admin-role">
        {String(identity.role ?? '')}
      </Typography>
    </Box>
  );
}

export function AdminAppBar() {
  return (
    <AppBar userMenu={false}>
      <Typography component="span" variant="h6" sx={{ mr: 2, fontWeight: 700, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}>
        {BRAND.console}
      </Typography>
      <TitlePortal />
      <Box sx={{ flex: 1 }} />
      <AdminIdentity />
      <LogoutButton />
    </AppBar>
  );
}
