// A deal's details, in the view dialog over the lists (common/record-dialog.tsx).
import { DateField, FunctionField, NumberField, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar, type RaRecord } from 'react-admin';
import { EditInDialogButton, type RecordDialogViewProps } from '../common/record-dialog';
import { BUSINESS_CATEGORY_NAMES, formatPrice, percentOff, type Deal } from '@dadeal/core';
import { ToggleChip } from '../common/ToggleChip';
import { CHIPS } from '../texts';

export function DealShow({ id, editTo }: RecordDialogViewProps) {
  return (
    <Show id={id} resource="deals" component="div" title={false} actions={<TopToolbar><EditInDialogButton to={editTo} /></TopToolbar>}>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="title" />
        <ReferenceField source="businessId" reference="businesses" label="Business" link="show" />
        <FunctionField label="Contact" render={(r: RaRecord) => `${(r as Deal).business.user.firstName} ${(r as Deal).business.user.lastName}`} />
        <TextField source="description" />
        <FunctionField label="Original price" render={(r: RaRecord) => formatPrice((r as Deal).originalPrice)} />
        <FunctionField
          label="Deal price"
          render={(r: RaRecord) => `${formatPrice((r as Deal).dealPrice)} (${percentOff((r as Deal).originalPrice, (r as Deal).dealPrice)}% off)`}
        />
        <TextField source="category" />
        <FunctionField label="Business category" render={(r: RaRecord) => BUSINESS_CATEGORY_NAMES[(r as Deal).businessCategory]} />
        <DateField source="startDate" label="Start date" showTime />
        <DateField source="endDate" label="End date" showTime />
        <NumberField source="totalCoupons" label="Total coupons" />
        <NumberField source="usedCoupons" label="Claimed coupons" />
        <NumberField source="availableCount" label="Available coupons" />
        <TextField source="termsConditions" label="Terms and conditions" emptyText="—" />
        <TextField source="imageUrl" label="Image URL" emptyText="—" />
        <ToggleChip source="isActive" on={CHIPS.active} off={CHIPS.inactive} label="Status" />
        <ToggleChip source="isFeatured" on={CHIPS.featured} off={CHIPS.standard} label="Featured" />
        <DateField source="featuredUntil" label="Featured until" showTime emptyText="—" />
        <DateField source="createdAt" label="Created" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
