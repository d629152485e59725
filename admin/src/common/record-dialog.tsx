// View and edit as dialogs over a list (spec §2, admin dashboard: "view (details dialog), edit dialog"): react-admin's
// own <Show> and <Edit> inside a MUI Dialog, the list staying mounted behind with its filters, sort and page. The
// dialog is in the address, so it can be linked to and survives a reload:
// - a resource's list: `/admin-dashboard/users/5/show` (view) and `/admin-dashboard/users/5` (edit), react-admin's own
//   paths, with the list's query kept (`?filter=…&page=2`);
// - the dashboard's tabs: `/admin-dashboard?tab=users&show=5` and `?tab=users&edit=5`.
// Create stays react-admin's page (spec §2 only asks for a create button).
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import { Dialog, DialogContent, DialogTitle, IconButton, useMediaQuery, type Theme } from '@mui/material';
import { createContext, useContext, useId, type ComponentType, type ReactNode } from 'react';
import {
  Button, Link, SaveButton, Toolbar, useBasename, useCreatePath, useRecordContext, useResourceContext, type Identifier,
} from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { DIALOGS, type ResourceName } from '../texts';

export type DialogMode = 'show' | 'edit';
export interface DialogTarget {
  mode: DialogMode;
  id: string;
}

/** What a dialog's content needs: the record, and where to go when it is done (back to the list behind). */
export interface RecordDialogViewProps {
  id: Identifier;
  /** Where a saved edit leads: the list behind with its query, below react-admin's basename (as `redirect` takes it). */
  afterSave: string;
  /** The same record's edit dialog (the view's Edit button). */
  editTo: string;
}

/** The edit form's toolbar in a dialog: Save only (Delete is the row's, beside View and Edit). */
export function DialogFormToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

export interface RecordDialogRoutes {
  /** The address of a record's view or edit dialog. */
  to(resource: string, id: Identifier, mode: DialogMode): string;
}

const RecordDialogRoutesContext = createContext<RecordDialogRoutes | null>(null);

/** Dialog addresses for the tables below: the dashboard's query instead of the resource's own paths. */
export function RecordDialogRoutesProvider({ routes, children }: { routes: RecordDialogRoutes; children: ReactNode }) {
  return <RecordDialogRoutesContext.Provider value={routes}>{children}</RecordDialogRoutesContext.Provider>;
}

/** Where a record's view or edit dialog is: the resource list's path (list query kept), unless a provider says otherwise. */
export function useRecordDialogRoutes(): RecordDialogRoutes {
  const provided = useContext(RecordDialogRoutesContext);
  const createPath = useCreatePath();
  const { search } = useLocation();
  if (provided) return provided;
  return { to: (resource, id, mode) => `${createPath({ resource, id, type: mode })}${search}` };
}

/** A resource list's dialog from its path: `5` is the edit dialog, `5/show` the view (react-admin's own paths). */
export function useResourceDialogTarget(): DialogTarget | null {
  const rest = useParams()['*'] ?? '';
  const match = /^([^/]+?)(\/show)?\/?$/.exec(rest);
  if (!match || match[1] === 'create') return null;
  return { id: decodeURIComponent(match[1]), mode: match[2] ? 'show' : 'edit' };
}

export interface RecordDialogProps {
  resource: ResourceName;
  target: DialogTarget | null;
  /** The list behind: where closing leads. */
  closeTo: string;
  editTo: (id: Identifier) => string;
  Show: ComponentType<RecordDialogViewProps>;
  Edit: ComponentType<RecordDialogViewProps>;
}

export function RecordDialog({ resource, target, closeTo, editTo, Show, Edit }: RecordDialogProps) {
  const navigate = useNavigate();
  const basename = useBasename();
  const titleId = useId();
  const below = closeTo.startsWith(basename) ? closeTo.slice(basename.length) : closeTo;
  const afterSave = below.startsWith('/') ? below : `/${below}`;
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const close = () => navigate(closeTo);
  const View = target?.mode === 'show' ? Show : Edit;
  return (
    <Dialog open={target !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone} scroll="paper">
      {target && (
        <>
          <DialogTitle id={titleId} sx={{ pr: 7 }}>
            {DIALOGS[resource][target.mode]}
            <IconButton aria-label={DIALOGS.close} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent dividers sx={{ p: 0 }}>
            <View key={`${target.mode}-${target.id}`} id={target.id} afterSave={afterSave} editTo={editTo(target.id)} />
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}

/** The view dialog's way to the same record's edit dialog. */
export function EditInDialogButton({ to }: { to: string }) {
  return (
    <Button component={Link} to={to} label="ra.action.edit">
      <EditIcon />
    </Button>
  );
}

/** A table row's Edit: opens the record's edit dialog over the list. */
export function RowEditButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const routes = useRecordDialogRoutes();
  if (!record || !resource) return null;
  return (
    <Button component={Link} to={routes.to(resource, record.id, 'edit')} label="ra.action.edit" onClick={(e: React.MouseEvent) => e.stopPropagation()}>
      <EditIcon />
    </Button>
  );
}

/** A row's click: the record's view dialog. */
export function useRowShowClick() {
  const routes = useRecordDialogRoutes();
  return (id: Identifier, resource: string) => routes.to(resource, id, 'show');
}

/** Beside a resource's <List>: its view and edit dialogs, opened by the path below the list's. */
export function ResourceRecordDialog({ resource, Show, Edit }: Pick<RecordDialogProps, 'resource' | 'Show' | 'Edit'>) {
  const target = useResourceDialogTarget();
  const createPath = useCreatePath();
  const { search } = useLocation();
  return (
    <RecordDialog
      resource={resource}
      target={target}
      closeTo={`${createPath({ resource, type: 'list' })}${search}`}
      editTo={(id) => `${createPath({ resource, id, type: 'edit' })}${search}`}
      Show={Show}
      Edit={Edit}
    />
  );
}
