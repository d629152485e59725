// Bulk set a flag on the selected rows (deals: Activate / Deactivate) — one PUT per record through updateMany.
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import { BulkUpdateButton } from 'react-admin';
import { BULK } from '../texts';

export function BulkActivateButtons({ source = 'isActive' }: { source?: string }) {
  return (
    <>
      <BulkUpdateButton label={BULK.activate} data={{ [source]: true }} icon={<CheckCircleOutline />} mutationMode="pessimistic" />
      <BulkUpdateButton label={BULK.deactivate} data={{ [source]: false }} icon={<HighlightOff />} mutationMode="pessimistic" />
    </>
  );
}
