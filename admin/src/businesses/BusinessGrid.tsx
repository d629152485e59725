// The businesses' table: used by the Businesses list and the dashboard's Businesses tab.
import { DataTable, DeleteWithConfirmButton, EmailField, type RaRecord } from 'react-admin';
import type { AdminBusiness } from '@dadeal/core';
import { ShowLink } from '../common/ShowLink';
import { RowEditButton, useRowShowClick } from '../common/record-dialog';
import { RowActions } from '../common/RowActions';
import { ToggleChip } from '../common/ToggleChip';
import { CHIPS } from '../texts';

export function BusinessGrid({ bulkActionButtons }: { bulkActionButtons?: React.ReactElement | false }) {
  const rowClick = useRowShowClick();
  return (
    <DataTable bulkActionButtons={bulkActionButtons ?? false} rowClick={rowClick}>
      <DataTable.Col source="id" />
      <DataTable.Col source="companyName" label="Company name">
        <ShowLink render={(r) => String(r.companyName)} />
      </DataTable.Col>
      <DataTable.Col source="contactNumber" label="Contact number" />
      <DataTable.Col source="email" label="Owner email" field={EmailField} />
      <DataTable.Col source="lastName" label="Owner" render={(r: RaRecord) => `${(r as AdminBusiness).firstName} ${(r as AdminBusiness).lastName}`} />
      <DataTable.Col source="dealCount" label="Deals" />
      <DataTable.Col label="Email status" disableSort>
        <ToggleChip source="isEmailVerified" on={CHIPS.verified} off={CHIPS.unverified} readOnly />
      </DataTable.Col>
      <DataTable.Col label="Actions">
        <RowActions>
          <RowEditButton />
          <DeleteWithConfirmButton redirect={false} mutationMode="pessimistic" />
        </RowActions>
      </DataTable.Col>
    </DataTable>
  );
}
