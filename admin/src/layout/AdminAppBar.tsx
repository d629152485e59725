// The header (spec §2): the admin's name and role (underscores shown as spaces) and Logout. The name opens the user
// menu (react-admin's UserMenu; on a phone an icon beside the name), whose item is Change Password (issue 22).
import LockReset from '@mui/icons-material/LockReset';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { forwardRef } from 'react';
import { AppBar, MenuItemLink, TitlePortal, useBasename, useGetIdentity, UserMenu, useUserMenu } from 'react-admin';
import { KEYS } from '../i18n';
import { BRAND, CHANGE_PASSWORD, HEADER } from '../texts';
import { LogoutButton } from './LogoutButton';

const ChangePasswordItem = forwardRef<HTMLAnchorElement>(function ChangePasswordItem(props, ref) {
  const menu = useUserMenu();
  const basename = useBasename();
  return (
    <MenuItemLink
      ref={ref}
      {...props}
      to={`${basename}${CHANGE_PASSWORD.path}`}
      primaryText={HEADER.changePassword}
      leftIcon={<LockReset />}
      onClick={() => menu?.onClose()}
    />
  );
});

function AdminIdentity() {
  const { identity } = useGetIdentity();
  // react-admin's UserMenu shows the name on its button from this width up, only its icon below it (the same query):
  // on a phone the name and role are written beside the icon (inside it, they would not be the button's accessible
  // name, which react-admin reads only as a translation key).
  const large = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  if (!identity) return null;
  const role = (
    <Typography component="span" variant="caption" data-testid="admin-role" sx={{ px: large ? 1 : 0, lineHeight: 1.2 }}>
      {String(identity.role ?? '')}
    </Typography>
  );
  const nameAndRole = (
    <Box component="span" sx={{ textAlign: 'right', display: 'flex', flexDirection: 'column' }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
        {identity.fullName}
      </Typography>
      {role}
    </Box>
  );
  const menu = (
    <UserMenu label={large ? `${identity.fullName}, ${HEADER.accountMenu}` : KEYS.accountMenu}>
      <ChangePasswordItem />
    </UserMenu>
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', mr: 1 }} role="group" aria-label="Signed in administrator">
      {large ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
          {menu}
          {role}
        </Box>
      ) : (
        <>
          {nameAndRole}
          {menu}
        </>
      )}
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
