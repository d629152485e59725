// Logout (spec §4, §8): clears the token and the admin's data, toasts "Logged Out", returns to /admin-login. On a phone
// it is an icon named "Logout" (its tooltip says so too), leaving the header's width to the screen's title.
import LogoutIcon from '@mui/icons-material/Logout';
import { Button, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { useLogout, useNotify } from 'react-admin';
import { ADMIN_PATHS, HEADER, TOASTS } from '../texts';

export function LogoutButton() {
  const logout = useLogout();
  const notify = useNotify();
  const large = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const onClick = async () => {
    await logout({}, ADMIN_PATHS.login, false);
    notify(TOASTS.loggedOut, { type: 'info' });
  };
  if (!large) {
    return (
      <Tooltip title={HEADER.logout}>
        <IconButton color="inherit" aria-label={HEADER.logout} onClick={onClick}>
          <LogoutIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={onClick}>
      {HEADER.logout}
    </Button>
  );
}
