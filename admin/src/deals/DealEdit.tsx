// Edit a deal: any field, availableCount included (spec §3); the API keeps the coupons already claimed.
import { Edit, SimpleForm } from 'react-admin';
import { coreValidate, sendAs } from '../forms/core-validate';
import { DealFormFields } from './DealFormFields';
import { pricesAsNumbers } from './prices';
import { DialogFormToolbar, type RecordDialogViewProps } from '../common/record-dialog';

const EDIT = { keepEmpty: true, dropEmpty: ['imageUrl'] } as const;
const send = sendAs(EDIT);

export function DealEdit({ id, afterSave }: RecordDialogViewProps) {
  return (
    <Edit
      id={id}
      resource="deals"
      component="div"
      title={false}
      actions={false}
      mutationMode="pessimistic"
      redirect={() => afterSave}
      transform={(values: Record<string, unknown>) => pricesAsNumbers(send(values))}
    >
      <SimpleForm noValidate validate={coreValidate('admin-deal-update', EDIT)} toolbar={<DialogFormToolbar />}>
        <DealFormFields edit />
      </SimpleForm>
    </Edit>
  );
}
