import RateReview from '@mui/icons-material/RateReview';
import { ReviewList } from './ReviewList';

export default { list: ReviewList, icon: RateReview, options: { label: 'Reviews' } };
