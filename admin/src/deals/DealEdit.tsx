// Edit a deal: any field, availableCount included (spec §3); the API keeps the coupons already claimed.
import { Edit, SimpleForm } from 'react-admin';
import { coreValidate, sendAs } from '../forms/core-validate';
import { DealFormFields } from './DealFormFields';
import { pricesAsNumbers } from './prices';

const EDIT = { keepEmpty: true, dropEmpty: ['imageUrl'] } as const;
const send = sendAs(EDIT);

export function DealEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" transform={(values: Record<string, unknown>) => pricesAsNumbers(send(values))}>
      <SimpleForm noValidate validate={coreValidate('admin-deal-update', EDIT)}>
        <DealFormFields edit />
      </SimpleForm>
    </Edit>
  );
}
