import { BooleanField, DateField, FunctionField, NumberField, Show, SimpleShowLayout, TextField, type RaRecord } from 'react-admin';

export function AuditShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <DateField source="createdAt" label="When" showTime />
        <TextField source="email" label="Admin" emptyText="—" />
        <NumberField source="adminId" label="Admin id" emptyText="—" />
        <TextField source="action" />
        <TextField source="resource" emptyText="—" />
        <NumberField source="resourceId" label="Record id" emptyText="—" />
        <BooleanField source="success" label="Succeeded" />
        <TextField source="ip" label="Address" emptyText="—" />
        <TextField source="userAgent" label="Browser" emptyText="—" />
        <FunctionField label="Details" render={(r: RaRecord) => <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{JSON.stringify(r.details ?? {}, null, 2)}</pre>} />
      </SimpleShowLayout>
    </Show>
  );
}
