// Create a business with its owner's account in one call (POST /api/admin/create-business-user, spec §7).
import { Create, SimpleForm } from 'react-admin';
import { coreValidate, sendAs } from '../forms/core-validate';
import { AccountFields, CompanyFields } from '../users/UserFormFields';

export function BusinessCreate() {
  return (
    <Create transform={sendAs()} redirect="list">
      <SimpleForm noValidate validate={coreValidate('admin-business-user-create')} defaultValues={{ userType: 'business', isEmailVerified: false, emailNotifications: true }}>
        <CompanyFields />
        <AccountFields passwordRequired />
      </SimpleForm>
    </Create>
  );
}
