// The users' table: used by the Users list and the dashboard's Users tab.
import { DataTable, DateField, DeleteWithConfirmButton, type RaRecord } from 'react-admin';
import { ACCOUNT_TYPE_LABELS, type AdminUser } from '@dadeal/core';
import { ShowLink } from '../common/ShowLink';
import { RowEditButton, useRowShowClick } from '../common/record-dialog';
import { RowActions } from '../common/RowActions';
import { ToggleChip } from '../common/ToggleChip';
import { CHIPS } from '../texts';

export function UserGrid({ bulkActionButtons }: { bulkActionButtons?: React.ReactElement | false }) {
  const rowClick = useRowShowClick();
  return (
    <DataTable bulkActionButtons={bulkActionButtons ?? false} rowClick={rowClick}>
      <DataTable.Col source="id" />
      <DataTable.Col source="email">
        <ShowLink render={(r) => String(r.email)} />
      </DataTable.Col>
      <DataTable.Col source="lastName" label="Name" render={(r: RaRecord) => `${(r as AdminUser).firstName} ${(r as AdminUser).lastName}`} />
      <DataTable.Col source="userType" label="Type" render={(r: RaRecord) => ACCOUNT_TYPE_LABELS[(r as AdminUser).userType]} />
      <DataTable.Col label="Company" disableSort render={(r: RaRecord) => (r as AdminUser).business?.companyName ?? ''} />
      <DataTable.Col source="isEmailVerified" label="Email status">
        <ToggleChip source="isEmailVerified" on={CHIPS.verified} off={CHIPS.unverified} />
      </DataTable.Col>
      <DataTable.Col source="createdAt" label="Created" field={DateField} />
      <DataTable.Col label="Actions">
        <RowActions>
          <RowEditButton />
          <DeleteWithConfirmButton redirect={false} mutationMode="pessimistic" />
        </RowActions>
      </DataTable.Col>
    </DataTable>
  );
}
