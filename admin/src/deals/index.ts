import LocalOffer from '@mui/icons-material/LocalOffer';
import { DealCreate } from './DealCreate';
import { DealList } from './DealList';

// Show and edit are dialogs over the list (common/record-dialog.tsx), as for users.
export default { list: DealList, create: DealCreate, hasEdit: true, hasShow: true, icon: LocalOffer, recordRepresentation: 'title' };
