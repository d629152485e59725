// Logout (spec §4, §8): clears the token and the admin's data, toasts "Logged Out", returns to /admin-login.
import LogoutIcon from '@mui/icons-material/Logout';
import { Button } from '@mui/material';
import { useLogout, useNotify } from 'react-admin';
import { ADMIN_PATHS, HEADER, TOASTS } from '../texts';

export function LogoutButton() {
  const logout = useLogout();
  const notify = useNotify();
  return (
    <Button
      color="inherit"
      startIcon={<LogoutIcon />}
      onClick={async () => {
        await logout({}, ADMIN_PATHS.login, false);
        notify(TOASTS.loggedOut, { type: 'info' });
      }}
    >
      {HEADER.logout}
    </Button>
  );
}
