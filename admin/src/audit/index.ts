import History from '@mui/icons-material/History';
import { AuditList } from './AuditList';
import { AuditShow } from './AuditShow';

export default { list: AuditList, show: AuditShow, icon: History, options: { label: 'Audit Trail' } };
