// The deals' table: used by the Deals list and the dashboard's Deals tab. Active/Inactive and Featured/Standard toggle in place.
import { DataTable, DeleteWithConfirmButton, type RaRecord } from 'react-admin';
import { BUSINESS_CATEGORY_NAMES, formatPrice, type Deal } from '@dadeal/core';
import { ShowLink } from '../common/ShowLink';
import { RowEditButton, useRowShowClick } from '../common/record-dialog';
import { RowActions } from '../common/RowActions';
import { ToggleChip } from '../common/ToggleChip';
import { CHIPS } from '../texts';

export function DealGrid({ bulkActionButtons }: { bulkActionButtons?: React.ReactElement | false }) {
  const rowClick = useRowShowClick();
  return (
    <DataTable bulkActionButtons={bulkActionButtons ?? false} rowClick={rowClick}>
      <DataTable.Col source="id" />
      <DataTable.Col source="title">
        <ShowLink render={(r) => String(r.title)} />
      </DataTable.Col>
      <DataTable.Col source="companyName" label="Business" render={(r: RaRecord) => (r as Deal).business?.companyName} />
      <DataTable.Col source="category" label="Category" render={(r: RaRecord) => `${(r as Deal).category} · ${BUSINESS_CATEGORY_NAMES[(r as Deal).businessCategory]}`} />
      <DataTable.Col source="dealPrice" label="Price" render={(r: RaRecord) => formatPrice((r as Deal).dealPrice)} />
      <DataTable.Col source="availableCount" label="Left" render={(r: RaRecord) => `${(r as Deal).availableCount} / ${(r as Deal).totalCoupons}`} />
      <DataTable.Col source="isActive" label="Status">
        <ToggleChip source="isActive" on={CHIPS.active} off={CHIPS.inactive} />
      </DataTable.Col>
      <DataTable.Col source="isFeatured" label="Featured">
        <ToggleChip source="isFeatured" on={CHIPS.featured} off={CHIPS.standard} />
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
