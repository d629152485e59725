import type { Theme } from '@mui/material';
import { Layout, LayoutClasses, type LayoutProps } from 'react-admin';
import { ADMIN_BAR_HEIGHT, AdminAppBar } from './AdminAppBar';

// On a phone the fixed app bar has two lines or more (the page's title, then the name and role): the page starts under
// it, however tall it is (react-admin keeps 56 px); from `sm` up react-admin's own room for its one line.
const ROOM_FOR_THE_BAR = (theme: Theme) => ({
  [`& .${LayoutClasses.appFrame}`]: { [theme.breakpoints.down('sm')]: { marginTop: `var(${ADMIN_BAR_HEIGHT}, ${theme.spacing(7)})` } },
});

export function AdminLayout(props: LayoutProps) {
  return <Layout {...props} sx={ROOM_FOR_THE_BAR} appBar={AdminAppBar} />;
}
