import LocalOffer from '@mui/icons-material/LocalOffer';
import { DealCreate } from './DealCreate';
import { DealEdit } from './DealEdit';
import { DealList } from './DealList';
import { DealShow } from './DealShow';

export default { list: DealList, show: DealShow, edit: DealEdit, create: DealCreate, icon: LocalOffer, recordRepresentation: 'title' };
