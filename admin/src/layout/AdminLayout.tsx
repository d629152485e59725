import type { Theme } from '@mui/material';
import { Layout, LayoutClasses, type LayoutProps } from 'react-admin';
import { ADMIN_BAR_HEIGHT, AdminAppBar } from './AdminAppBar';

const LAYOUT_SX = (theme: Theme) => ({
  // react-admin's layout is at least as wide as its content (`min-width: fit-content`, and a flex item's automatic
  // minimum), so one wide table made the whole page 900 px wide on a 390 px phone, the counters and the bar with it.
  // Held to the window instead: a wide table scrolls sideways inside its own card, and nothing else does.
  minWidth: 0,
  [`& .${LayoutClasses.contentWithSidebar}, & .${LayoutClasses.content}`]: { minWidth: 0 },
  // On a phone the fixed app bar has two lines or more (the page's title, then the name and role): the page starts
  // under it, however tall it is (react-admin keeps 56 px); from `sm` up react-admin's own room for its one line.
  [`& .${LayoutClasses.appFrame}`]: { [theme.breakpoints.down('sm')]: { marginTop: `var(${ADMIN_BAR_HEIGHT}, ${theme.spacing(7)})` } },
});

export function AdminLayout(props: LayoutProps) {
  return <Layout {...props} sx={LAYOUT_SX} appBar={AdminAppBar} />;
}
