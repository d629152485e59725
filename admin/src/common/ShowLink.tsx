import { Link, useCreatePath, useRecordContext, useResourceContext, type RaRecord } from 'react-admin';

/** The record's name as a link to its details: the keyboard's way to "view" a row (the row's click does the same). */
export function ShowLink({ render }: { render: (record: RaRecord) => string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !resource) return null;
  return (
    <Link to={createPath({ resource, type: 'show', id: record.id })} onClick={(e: React.MouseEvent) => e.stopPropagation()}>
      {render(record)}
    </Link>
  );
}
