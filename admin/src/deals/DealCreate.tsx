// Create a deal for a business (spec §4 defaults, §5 rules through core's admin-deal-create schema).
import { useMemo } from 'react';
import { Create, SimpleForm } from 'react-admin';
import { coreValidate, sendAs } from '../forms/core-validate';
import { dealDefaults } from './deal-defaults';
import { DealFormFields } from './DealFormFields';
import { pricesAsNumbers } from './prices';

const send = sendAs();

export function DealCreate() {
  const defaults = useMemo(() => dealDefaults(), []);
  return (
    <Create transform={(values: Record<string, unknown>) => pricesAsNumbers(send(values))} redirect="list">
      <SimpleForm noValidate validate={coreValidate('admin-deal-create')} defaultValues={defaults}>
        <DealFormFields />
      </SimpleForm>
    </Create>
  );
}
