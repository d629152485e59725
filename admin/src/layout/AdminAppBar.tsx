// The header (spec §2): the admin's name and role (underscores shown as spaces) and Logout. The name opens the user
// menu (react-admin's UserMenu; on a phone an icon, the name and role under the page's title), whose item is Change
// Password.
import LockReset from '@mui/icons-material/LockReset';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { forwardRef, useLayoutEffect, useRef, type RefObject } from 'react';
import { AppBar, MenuItemLink, TitlePortal, useBasename, useGetIdentity, UserMenu, useUserMenu } from 'react-admin';
import { KEYS } from '../i18n';
import { BRAND, CHANGE_PASSWORD, HEADER } from '../texts';
import { LogoutButton } from './LogoutButton';

/** The CSS variable that holds the app bar's height (AdminLayout's room for it on a phone). */
export const ADMIN_BAR_HEIGHT = '--admin-bar-height';

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
  // on a phone the name and role are written under the page's title instead (PhoneIdentity), where they have the
  // row's width (inside the button, they would not be its accessible name, which react-admin reads only as a
  // translation key).
  const large = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  if (!identity) return null;
  const menu = (
    <UserMenu label={large ? `${identity.fullName}, ${HEADER.accountMenu}` : KEYS.accountMenu}>
      <ChangePasswordItem />
    </UserMenu>
  );
  if (!large) return <Box sx={{ mr: 0.5 }}>{menu}</Box>;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', mr: 1 }} role="group" aria-label={HEADER.signedIn}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
        {menu}
        <Typography component="span" variant="caption" data-testid="admin-role" sx={{ px: 1, lineHeight: 1.2 }}>
          {String(identity.role ?? '')}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * On a phone, the name and role as the title's second line: beside it they left the title a few letters ("Adm"); here
 * both are whole, and a long name wraps rather than being cut. Hidden by CSS from the `sm` width up (the name is then
 * the user menu's button, the role under it).
 */
function PhoneIdentity() {
  const { identity } = useGetIdentity();
  if (!identity) return null;
  return (
    <Typography
      component="span"
      variant="caption"
      role="group"
      aria-label={HEADER.signedIn}
      sx={{ display: { xs: 'flex', sm: 'none' }, flexWrap: 'wrap', columnGap: 1, lineHeight: 1.3, overflowWrap: 'anywhere' }}
    >
      <Box component="span" sx={{ fontWeight: 600 }}>{identity.fullName}</Box>
      <span data-testid="admin-role">{String(identity.role ?? '')}</span>
    </Typography>
  );
}

/**
 * The bar's height as a CSS variable on the document: react-admin's bar is fixed, and the layout keeps room for it
 * (AdminLayout). On a phone its height follows its lines (a long name wraps), so the room follows it too; not a sticky
 * bar, which would be as wide as a wide table's page and take its buttons off the screen.
 */
function useBarHeightVariable(inside: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const bar = inside.current?.closest('header');
    if (!bar) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(ADMIN_BAR_HEIGHT, `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(ADMIN_BAR_HEIGHT);
    };
  }, [inside]);
}

export function AdminAppBar() {
  const titleColumn = useRef<HTMLDivElement>(null);
  useBarHeightVariable(titleColumn);
  return (
    <AppBar userMenu={false}>
      <Typography component="span" variant="h6" sx={{ mr: 2, fontWeight: 700, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}>
        {BRAND.console}
      </Typography>
      <Box ref={titleColumn} sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', py: { xs: 0.75, sm: 0 } }}>
        <TitlePortal sx={(theme) => ({ flex: 'none', [theme.breakpoints.down('sm')]: { fontSize: '1.125rem', lineHeight: 1.3 } })} />
        <PhoneIdentity />
      </Box>
      <AdminIdentity />
      <LogoutButton />
    </AppBar>
  );
}
