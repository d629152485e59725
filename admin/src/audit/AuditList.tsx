// The audit trail (read only): who changed what and when, every admin login attempt with its address
// (GET /api/admin/audit, newest first). Filters: search (e-mail, action, address), admin id, action, outcome, dates.
import { LIST_SX } from '../common/list-sx';
import { BooleanField, DataTable, DateField, DateInput, ExportButton, FilterButton, List, NumberInput, SearchInput, SelectInput, TopToolbar, type RaRecord } from 'react-admin';
import type { AdminAuditEntry } from '@dadeal/core';
import { AUDIT } from '../texts';

const actionChoices = AUDIT.actions.map((id) => ({ id, name: id }));
const outcomeChoices = [
  { id: true, name: AUDIT.succeeded },
  { id: false, name: AUDIT.failed },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search e-mail, action, address" />,
  <SelectInput key="action" source="action" label="Action" choices={actionChoices} alwaysOn />,
  <NumberInput key="adminId" source="adminId" label="Admin id" />,
  <SelectInput key="success" source="success" label="Outcome" choices={outcomeChoices} />,
  // Whole days, both included (the API reads a bare date as its day in UTC).
  <DateInput key="from" source="createdAt_gte" label="From" />,
  <DateInput key="until" source="createdAt_lte" label="Until" />,
];

/** "users.update #12: firstName, password" — the record and the names of what changed (never values). */
export function changeSummary(entry: AdminAuditEntry): string {
  const parts: string[] = [];
  if (entry.resource) parts.push(`${entry.resource}${entry.resourceId ? ` #${entry.resourceId}` : ''}`);
  const details = entry.details ?? {};
  const fields = (details as { fields?: unknown; changed?: unknown }).fields ?? (details as { changed?: unknown }).changed;
  if (Array.isArray(fields) && fields.length) parts.push(fields.join(', '));
  else if (Object.keys(details).length) parts.push(JSON.stringify(details));
  return parts.join(': ');
}

export function AuditList() {
  return (
    <List
      filters={filters}
      sx={LIST_SX}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton maxResults={1000} />
        </TopToolbar>
      }
      title={AUDIT.title}
    >
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="createdAt" label="When" field={DateField} />
        <DataTable.Col source="email" label="Admin" />
        <DataTable.Col source="action" label="Action" />
        <DataTable.Col label="What" disableSort render={(r: RaRecord) => changeSummary(r as AdminAuditEntry)} />
        <DataTable.Col source="success" label="OK">
          <BooleanField source="success" />
        </DataTable.Col>
        <DataTable.Col source="ip" label="Address" disableSort />
      </DataTable>
    </List>
  );
}
