// Edit a user (spec §5): names, e-mail, phone required; the password only when typed (min 6); the account type is
// shown, not changed (the API refuses a change of type). A business's company is edited under Businesses. In the edit
// dialog over the lists (common/record-dialog.tsx); a save closes it.
import { Edit, FunctionField, Labeled, SimpleForm, type RaRecord } from 'react-admin';
import { USER_TYPE_LABELS, type AdminUser } from '@dadeal/core';
import { coreValidate, sendAs } from '../forms/core-validate';
import { DialogFormToolbar, type RecordDialogViewProps } from '../common/record-dialog';
import { AccountFields } from './UserFormFields';

const EDIT = { keepEmpty: true, dropEmpty: ['password'] } as const;

export function UserEdit({ id, afterSave }: RecordDialogViewProps) {
  return (
    <Edit id={id} resource="users" component="div" title={false} actions={false} mutationMode="pessimistic" transform={sendAs(EDIT)} redirect={() => afterSave}>
      <SimpleForm noValidate validate={coreValidate('admin-user-update', EDIT)} toolbar={<DialogFormToolbar />}>
        <Labeled label="User type">
          <FunctionField render={(r: RaRecord) => USER_TYPE_LABELS[(r as AdminUser).userType]} />
        </Labeled>
        <AccountFields passwordRequired={false} />
      </SimpleForm>
    </Edit>
  );
}
