// A record's flag as a labelled chip that toggles in place (spec §4: Active/Inactive, Featured/Standard,
// Verified/Unverified). The chip's name is its state; its description says what a press does.
import { Chip } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useResourceContext, useUpdate, type RaRecord } from 'react-admin';
import { OPERATION_SUCCESSES, type ResourceName } from '../texts';

export interface ToggleChipProps {
  source: string;
  on: string;
  off: string;
  /** Read-only: the chip shows the state without a button (e.g. a business's owner, edited as a user). */
  readOnly?: boolean;
  /** Column header and field label in react-admin's views. */
  label?: string;
  sortable?: boolean;
  sortBy?: string;
}

export function ToggleChip({ source, on, off, readOnly = false }: ToggleChipProps) {
  const record = useRecordContext<RaRecord>();
  const resource = useResourceContext() as ResourceName;
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const value = Boolean(record[source]);
  const label = value ? on : off;
  const color = value ? 'success' : 'default';
  if (readOnly) return <Chip size="small" label={label} color={color} variant={value ? 'filled' : 'outlined'} />;
  return (
    <Chip
      size="small"
      label={label}
      color={color}
      variant={value ? 'filled' : 'outlined'}
      disabled={isPending}
      aria-label={label}
      aria-description={`Press to mark ${value ? off : on}`}
      title={`Press to mark ${value ? off : on}`}
      onClick={(event) => {
        // The row's own click opens the record; the chip only toggles.
        event.stopPropagation();
        update(
          resource,
          { id: record.id, data: { [source]: !value }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(OPERATION_SUCCESSES[resource]?.update ?? 'Updated', { type: 'success' });
              refresh();
            },
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        );
      }}
    />
  );
}
