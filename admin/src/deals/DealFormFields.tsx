// The deal form's fields (spec §3, §5): the business picked by company name (a reference input with search), the
// enumerations from core, prices as text, dates as date-time pickers, coupons, terms, picture, flags.
import {
  AutocompleteInput, BooleanInput, DateTimeInput, NumberInput, ReferenceInput, SelectInput, TextInput, useRecordContext,
} from 'react-admin';
import { adminBusinessCategoryChoices, dealCategoryChoices } from '../common/choices';

/** The picker gives local time; the API takes ISO dates (spec §7). */
const toIso = (value: string) => (value ? new Date(value).toISOString() : null);

export function DealFormFields({ edit = false }: { edit?: boolean }) {
  const record = useRecordContext<{ businessCategory?: string }>();
  return (
    <>
      <ReferenceInput source="businessId" reference="businesses" sort={{ field: 'companyName', order: 'ASC' }} perPage={25}>
        <AutocompleteInput label="Business" optionText="companyName" filterToQuery={(q: string) => ({ q })} isRequired fullWidth />
      </ReferenceInput>
      <TextInput source="title" label="Title" isRequired fullWidth />
      <TextInput source="description" label="Description" multiline minRows={3} isRequired fullWidth />
      <TextInput source="originalPrice" label="Original price" isRequired helperText="e.g. 25.00" />
      <TextInput source="dealPrice" label="Deal price" isRequired helperText="e.g. 18.50" />
      <SelectInput source="category" label="Category" choices={dealCategoryChoices} isRequired />
      <SelectInput source="businessCategory" label="Business category" choices={adminBusinessCategoryChoices(record?.businessCategory)} isRequired />
      <DateTimeInput source="startDate" label="Start date" parse={toIso} isRequired />
      <DateTimeInput source="endDate" label="End date" parse={toIso} isRequired />
      <NumberInput source="totalCoupons" label="Total coupons" min={1} step={1} isRequired />
      {edit ? <NumberInput source="availableCount" label="Available coupons" min={0} step={1} helperText="Coupons left to claim; changing it sets the total" /> : null}
      <TextInput source="termsConditions" label="Terms and conditions" multiline minRows={2} fullWidth />
      <TextInput source="imageUrl" label="Image URL" helperText="Optional: /uploads/… or https://…" fullWidth />
      <BooleanInput source="isActive" label="Active" />
      <BooleanInput source="isFeatured" label="Featured" />
    </>
  );
}
