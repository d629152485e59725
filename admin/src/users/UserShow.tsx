// A user's details, in the view dialog over the lists (common/record-dialog.tsx).
import { BooleanField, DateField, EmailField, FunctionField, Show, SimpleShowLayout, TextField, TopToolbar, type RaRecord } from 'react-admin';
import { EditInDialogButton, type RecordDialogViewProps } from '../common/record-dialog';
import { ACCOUNT_TYPE_LABELS, type AdminUser } from '@dadeal/core';
import { ToggleChip } from '../common/ToggleChip';
import { CHIPS } from '../texts';

export function UserShow({ id, editTo }: RecordDialogViewProps) {
  return (
    <Show id={id} resource="users" component="div" title={false} actions={<TopToolbar><EditInDialogButton to={editTo} /></TopToolbar>}>
      <SimpleShowLayout>
        <TextField source="id" />
        <EmailField source="email" />
        <TextField source="firstName" label="First name" />
        <TextField source="lastName" label="Last name" />
        <TextField source="phoneNumber" label="Phone number" />
        <FunctionField label="User type" render={(r: RaRecord) => ACCOUNT_TYPE_LABELS[(r as AdminUser).userType]} />
        <FunctionField label="Email" render={() => <ToggleChip source="isEmailVerified" on={CHIPS.verified} off={CHIPS.unverified} />} />
        <BooleanField source="emailNotifications" label="Email notifications" />
        <TextField source="business.companyName" label="Company" emptyText="—" />
        <TextField source="business.contactNumber" label="Contact number" emptyText="—" />
        <TextField source="business.websiteUrl" label="Website" emptyText="—" />
        <DateField source="createdAt" label="Created" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
