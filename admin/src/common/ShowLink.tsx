import { Link, useRecordContext, useResourceContext, type RaRecord } from 'react-admin';
import { useRecordDialogRoutes } from './record-dialog';

/** The record's name as a link to its details dialog: the keyboard's way to "view" a row (the row's click does the same). */
export function ShowLink({ render }: { render: (record: RaRecord) => string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const routes = useRecordDialogRoutes();
  if (!record || !resource) return null;
  return (
    <Link to={routes.to(resource, record.id, 'show')} onClick={(e: React.MouseEvent) => e.stopPropagation()}>
      {render(record)}
    </Link>
  );
}
