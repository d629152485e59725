// Edit a user (spec §5): names, e-mail, phone required; the password only when typed (min 6); the account type is
// shown, not changed (the API refuses a change of type). A business's company is edited under Businesses.
import { Edit, FunctionField, Labeled, SimpleForm, type RaRecord } from 'react-admin';
import { USER_TYPE_LABELS, type AdminUser } from '@dadeal/core';
import { coreValidate, sendAs } from '../forms/core-validate';
import { AccountFields } from './UserFormFields';

const EDIT = { keepEmpty: true, dropEmpty: ['password'] } as const;

export function UserEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={sendAs(EDIT)} redirect="show">
      <SimpleForm noValidate validate={coreValidate('admin-user-update', EDIT)}>
        <Labeled label="User type">
          <FunctionField render={(r: RaRecord) => USER_TYPE_LABELS[(r as AdminUser).userType]} />
        </Labeled>
        <AccountFields passwordRequired={false} />
      </SimpleForm>
    </Edit>
  );
}
