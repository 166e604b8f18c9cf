import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazyScreen } from '../common/lazyScreen.tsx';

export default { list: lazyScreen(() => import('./TagList.tsx').then((m) => m.TagList)), icon: LocalOfferIcon, options: { label: 'Tags' } };
