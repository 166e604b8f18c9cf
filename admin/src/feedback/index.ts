import FeedbackIcon from '@mui/icons-material/Feedback';
import { FeedbackList } from './FeedbackList.tsx';

export default { list: FeedbackList, icon: FeedbackIcon, options: { label: 'Feedback' } };
