// Users: search (q over e-mail, names, phone), filters (user type, verified), sort, pagination, CSV export, bulk delete.
import { LIST_SX } from '../common/list-sx';
import { BulkDeleteButton, BulkExportButton, CreateButton, ExportButton, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { accountTypeChoices, verifiedChoices } from '../common/choices';
import { UserGrid } from './UserGrid';
import { ResourceRecordDialog } from '../common/record-dialog';
import { UserShow } from './UserShow';
import { UserEdit } from './UserEdit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search users" />,
  <SelectInput key="userType" source="userType" label="User type" choices={accountTypeChoices} alwaysOn />,
  <SelectInput key="isEmailVerified" source="isEmailVerified" label="Email status" choices={verifiedChoices} alwaysOn />,
];

function Actions() {
  return (
    <TopToolbar>
      <CreateButton />
      <ExportButton maxResults={1000} />
    </TopToolbar>
  );
}

export function UserList() {
  return (
    <>
      <List filters={filters} sx={LIST_SX} actions={<Actions />} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
        <UserGrid
          bulkActionButtons={
            <>
              <BulkExportButton />
              <BulkDeleteButton mutationMode="pessimistic" />
            </>
          }
        />
      </List>
      {/* View and edit open as dialogs over the list, which stays behind with its filters, sort and page. */}
      <ResourceRecordDialog resource="users" Show={UserShow} Edit={UserEdit} />
    </>
  );
}
