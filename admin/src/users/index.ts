import People from '@mui/icons-material/People';
import { UserCreate } from './UserCreate';
import { UserList } from './UserList';

// Show and edit are dialogs over the list (common/record-dialog.tsx): no pages of their own, so the list's route
// takes `/users/5` and `/users/5/show` too; hasEdit / hasShow keep react-admin's links to them.
export default { list: UserList, create: UserCreate, hasEdit: true, hasShow: true, icon: People, recordRepresentation: 'email' };
