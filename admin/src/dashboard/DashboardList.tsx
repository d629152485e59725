// One tab of the dashboard: the resource's table (view, edit, delete) with its create button, ten rows a page.
import { Box } from '@mui/material';
import { CreateButton, ListBase, ListButton, Pagination, ResourceContextProvider, TopToolbar } from 'react-admin';
import { BusinessGrid } from '../businesses/BusinessGrid';
import { DealGrid } from '../deals/DealGrid';
import { UserGrid } from '../users/UserGrid';
import { DASHBOARD } from '../texts';

const GRIDS = { users: UserGrid, businesses: BusinessGrid, deals: DealGrid };

export function DashboardList({ resource }: { resource: keyof typeof GRIDS }) {
  const Grid = GRIDS[resource];
  return (
    <ResourceContextProvider value={resource}>
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
    </ResourceContextProvider>
  );
}
