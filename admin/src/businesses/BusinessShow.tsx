// A business's details, in the view dialog over the lists (common/record-dialog.tsx).
import { DateField, EmailField, NumberField, Show, SimpleShowLayout, TextField, TopToolbar, UrlField } from 'react-admin';
import { EditInDialogButton, type RecordDialogViewProps } from '../common/record-dialog';
import { ToggleChip } from '../common/ToggleChip';
import { CHIPS } from '../texts';

export function BusinessShow({ id, editTo }: RecordDialogViewProps) {
  return (
    <Show id={id} resource="businesses" component="div" title={false} actions={<TopToolbar><EditInDialogButton to={editTo} /></TopToolbar>}>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="companyName" label="Company name" />
        <TextField source="contactNumber" label="Contact number" />
        <UrlField source="websiteUrl" label="Website" emptyText="—" />
        <TextField source="firstName" label="Owner first name" />
        <TextField source="lastName" label="Owner last name" />
        <EmailField source="email" label="Owner email" />
        <TextField source="phoneNumber" label="Owner phone" />
        <ToggleChip source="isEmailVerified" on={CHIPS.verified} off={CHIPS.unverified} readOnly label="Email" />
        <NumberField source="dealCount" label="Deals" />
        <DateField source="createdAt" label="Created" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
