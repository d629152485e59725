// Businesses: search by company name (q also matches contact, website and the owner), sort, pagination, CSV export,
// bulk delete (each business goes with its owner's account, its deals and their coupons — see docs/reference/api.md).
import { LIST_SX } from '../common/list-sx';
import { BulkDeleteButton, BulkExportButton, CreateButton, ExportButton, List, SearchInput, TopToolbar } from 'react-admin';
import { BusinessGrid } from './BusinessGrid';
import { ResourceRecordDialog } from '../common/record-dialog';
import { BusinessShow } from './BusinessShow';
import { BusinessEdit } from './BusinessEdit';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search by company name" />];

function Actions() {
  return (
    <TopToolbar>
      <CreateButton />
      <ExportButton maxResults={1000} />
    </TopToolbar>
  );
}

export function BusinessList() {
  return (
    <>
      <List filters={filters} sx={LIST_SX} actions={<Actions />} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
        <BusinessGrid
          bulkActionButtons={
            <>
              <BulkExportButton />
              <BulkDeleteButton mutationMode="pessimistic" />
            </>
          }
        />
      </List>
      {/* View and edit open as dialogs over the list, which stays behind with its filters, sort and page. */}
      <ResourceRecordDialog resource="businesses" Show={BusinessShow} Edit={BusinessEdit} />
    </>
  );
}
