import BusinessIcon from '@mui/icons-material/Business';
import { BusinessCreate } from './BusinessCreate';
import { BusinessEdit } from './BusinessEdit';
import { BusinessList } from './BusinessList';
import { BusinessShow } from './BusinessShow';

export default { list: BusinessList, show: BusinessShow, edit: BusinessEdit, create: BusinessCreate, icon: BusinessIcon, recordRepresentation: 'companyName' };
