// Create a user (spec §5): a regular user through POST /users, or, when "Business User" is chosen, a business account
// with its company through POST /create-business-user (the API refuses a business account without its company).
import { Create, SelectInput, SimpleForm, useNotify, useRedirect, FormDataConsumer, type RaRecord } from 'react-admin';
import { coreValidate, sendAs } from '../forms/core-validate';
import { userTypeChoices } from '../common/choices';
import { OPERATION_SUCCESSES } from '../texts';
import { AccountFields, CompanyFields } from './UserFormFields';

const validateUser = coreValidate('admin-user-create');
const validateBusinessUser = coreValidate('admin-business-user-create');
const validate = (values: Record<string, unknown>) => (values.userType === 'business' ? validateBusinessUser : validateUser)(values);

export function UserCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      transform={sendAs()}
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          const business = (record as { userType?: string }).userType === 'business';
          notify(business ? OPERATION_SUCCESSES.businesses.create : OPERATION_SUCCESSES.users.create, { type: 'success' });
          redirect('list', 'users');
        },
      }}
    >
      <SimpleForm noValidate validate={validate} defaultValues={{ userType: 'user', isEmailVerified: false, emailNotifications: true }}>
        <SelectInput source="userType" label="User type" choices={userTypeChoices} isRequired />
        <AccountFields passwordRequired />
        <FormDataConsumer>{({ formData }) => (formData.userType === 'business' ? <CompanyFields /> : null)}</FormDataConsumer>
      </SimpleForm>
    </Create>
  );
}
