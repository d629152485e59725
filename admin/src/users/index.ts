import People from '@mui/icons-material/People';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

export default { list: UserList, show: UserShow, edit: UserEdit, create: UserCreate, icon: People, recordRepresentation: 'email' };
