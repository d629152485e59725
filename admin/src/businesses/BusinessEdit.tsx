// Edit a business: company, contact, website only (spec §5); the owner's account is edited under Users.
import { Edit, SimpleForm } from 'react-admin';
import { coreValidate, sendAs } from '../forms/core-validate';
import { CompanyFields } from '../users/UserFormFields';
import { PlacesInput, placesAsSent } from './PlacesInput';
import { DialogFormToolbar, type RecordDialogViewProps } from '../common/record-dialog';

const EDIT = { keepEmpty: true } as const;
const pick = sendAs(EDIT);

export function BusinessEdit({ id, afterSave }: RecordDialogViewProps) {
  return (
    <Edit
      id={id}
      resource="businesses"
      component="div"
      title={false}
      actions={false}
      mutationMode="pessimistic"
      redirect={() => afterSave}
      transform={(values: Record<string, unknown>) => {
        const { companyName, contactNumber, websiteUrl, places } = pick(values);
        return { companyName, contactNumber, websiteUrl: websiteUrl ?? null, places: placesAsSent(places) };
      }}
    >
      <SimpleForm noValidate validate={coreValidate('admin-business-update', EDIT)} toolbar={<DialogFormToolbar />}>
        <CompanyFields />
        <PlacesInput />
      </SimpleForm>
    </Edit>
  );
}
