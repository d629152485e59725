// One tab of the dashboard: the resource's table (view, edit, delete) with its create button, ten rows a page. View and
// edit open as dialogs over the tab, in the dashboard's address (`?tab=deals&show=12`, `?tab=deals&edit=12`).
import { Box } from '@mui/material';
import { CreateButton, ListBase, ListButton, Pagination, ResourceContextProvider, TopToolbar, type Identifier } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { BusinessEdit } from '../businesses/BusinessEdit';
import { BusinessGrid } from '../businesses/BusinessGrid';
import { BusinessShow } from '../businesses/BusinessShow';
import { RecordDialog, RecordDialogRoutesProvider, type DialogMode, type DialogTarget, type RecordDialogRoutes } from '../common/record-dialog';
import { DealEdit } from '../deals/DealEdit';
import { DealGrid } from '../deals/DealGrid';
import { DealShow } from '../deals/DealShow';
import { UserEdit } from '../users/UserEdit';
import { UserGrid } from '../users/UserGrid';
import { UserShow } from '../users/UserShow';
import { ADMIN_PATHS, DASHBOARD } from '../texts';

const VIEWS = {
  users: { Grid: UserGrid, Show: UserShow, Edit: UserEdit },
  businesses: { Grid: BusinessGrid, Show: BusinessShow, Edit: BusinessEdit },
  deals: { Grid: DealGrid, Show: DealShow, Edit: DealEdit },
};
export type DashboardTab = keyof typeof VIEWS;
export const DASHBOARD_TABS = Object.keys(VIEWS) as DashboardTab[];

/** The dashboard's address: a tab, and a record's dialog over it. */
export function dashboardPath(tab: DashboardTab, dialog?: { mode: DialogMode; id: Identifier }): string {
  const query = new URLSearchParams({ tab });
  if (dialog) query.set(dialog.mode, String(dialog.id));
  return `${ADMIN_PATHS.dashboard}?${query}`;
}

const routes: RecordDialogRoutes = { to: (resource, id, mode) => dashboardPath(resource as DashboardTab, { mode, id }) };

function dialogTarget(params: URLSearchParams): DialogTarget | null {
  const show = params.get('show');
  const edit = params.get('edit');
  return show ? { mode: 'show', id: show } : edit ? { mode: 'edit', id: edit } : null;
}

export function DashboardList({ resource }: { resource: DashboardTab }) {
  const [params] = useSearchParams();
  const { Grid, Show, Edit } = VIEWS[resource];
  return (
    <ResourceContextProvider value={resource}>
      <RecordDialogRoutesProvider routes={routes}>
        <ListBase resource={resource} disableSyncWithLocation perPage={10} sort={{ field: 'id', order: 'DESC' }}>
          <TopToolbar>
            <CreateButton />
            <ListButton label={DASHBOARD.viewAll} />
          </TopToolbar>
          <Box sx={{ overflowX: 'auto' }}>
            <Grid />
          </Box>
          <Pagination rowsPerPageOptions={[10]} />
        </ListBase>
        <RecordDialog
          resource={resource}
          target={dialogTarget(params)}
          closeTo={dashboardPath(resource)}
          editTo={(id) => dashboardPath(resource, { mode: 'edit', id })}
          Show={Show}
          Edit={Edit}
        />
      </RecordDialogRoutesProvider>
    </ResourceContextProvider>
  );
}
