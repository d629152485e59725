// Edit a user (spec §5): names, e-mail, phone required; the password only when typed (min 6); the account type is
// shown, not changed (the API refuses a change of type). A business's company is edited under Businesses. In the edit
// dialog over the lists (common/record-dialog.tsx); a save closes it.
import { Edit, FunctionField, Labeled, SimpleForm, type RaRecord } from 'react-admin';
import { ACCOUNT_TYPE_LABELS, type AdminUser } from '@dadeal/core';
import { coreValidate, sendAs } from '../forms/core-validate';
import { DialogFormToolbar, type RecordDialogViewProps } from '../common/record-dialog';
import { AccountFields } from './UserFormFields';

const EDIT = { keepEmpty: true, dropEmpty: ['password'] } as const;

/** The account type is shown, never sent: it cannot change, and a business's counter staff is a kind the edit rules do not offer. */
const withoutType = ({ userType: _type, ...values }: Record<string, unknown>) => values;
const validateEdit = coreValidate('admin-user-update', EDIT);

export function UserEdit({ id, afterSave }: RecordDialogViewProps) {
  return (
    <Edit id={id} resource="users" component="div" title={false} actions={false} mutationMode="pessimistic" transform={(values: Record<string, unknown>) => withoutType(sendAs(EDIT)(values))} redirect={() => afterSave}>
      <SimpleForm noValidate validate={(values: Record<string, unknown>) => validateEdit(withoutType(values))} toolbar={<DialogFormToolbar />}>
        <Labeled label="User type">
          <FunctionField render={(r: RaRecord) => ACCOUNT_TYPE_LABELS[(r as AdminUser).userType]} />
        </Labeled>
        <AccountFields passwordRequired={false} />
      </SimpleForm>
    </Edit>
  );
}
