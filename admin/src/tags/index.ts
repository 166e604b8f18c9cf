import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { TagList } from './TagList.tsx';

export default { list: TagList, icon: LocalOfferIcon, options: { label: 'Tags' } };
