// The account fields of the user and business-user forms (spec §5: admin create/edit user).
import { BooleanInput, PasswordInput, TextInput } from 'react-admin';

export function AccountFields({ passwordRequired }: { passwordRequired: boolean }) {
  return (
    <>
      <TextInput source="firstName" label="First name" isRequired />
      <TextInput source="lastName" label="Last name" isRequired />
      <TextInput source="email" label="Email" type="email" isRequired />
      <PasswordInput
        source="password"
        label="Password"
        autoComplete="new-password"
        isRequired={passwordRequired}
        helperText={passwordRequired ? 'At least 6 characters' : 'Leave empty to keep the current password'}
      />
      <TextInput source="phoneNumber" label="Phone number" isRequired />
      <BooleanInput source="isEmailVerified" label="Email verified" />
      <BooleanInput source="emailNotifications" label="Email notifications" />
    </>
  );
}

export function CompanyFields() {
  return (
    <>
      <TextInput source="companyName" label="Company name" isRequired />
      <TextInput source="contactNumber" label="Contact number" isRequired />
      <TextInput source="websiteUrl" label="Website URL" helperText="Optional, e.g. https://example.com" />
    </>
  );
}
