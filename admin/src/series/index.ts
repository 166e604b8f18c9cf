import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import { lazyScreen } from '../common/lazyScreen.tsx';

export default {
  list: lazyScreen(() => import('./SeriesList.tsx').then((m) => m.SeriesList)),
  create: lazyScreen(() => import('./SeriesCreate.tsx').then((m) => m.SeriesCreate)),
  edit: lazyScreen(() => import('./SeriesEdit.tsx').then((m) => m.SeriesEdit)),
  icon: CollectionsBookmarkIcon,
  options: { label: 'Series' },
};
