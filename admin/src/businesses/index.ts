import BusinessIcon from '@mui/icons-material/Business';
import { BusinessCreate } from './BusinessCreate';
import { BusinessList } from './BusinessList';

// Show and edit are dialogs over the list (common/record-dialog.tsx), as for users.
export default { list: BusinessList, create: BusinessCreate, hasEdit: true, hasShow: true, icon: BusinessIcon, recordRepresentation: 'companyName' };
