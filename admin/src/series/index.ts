import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import { SeriesCreate } from './SeriesCreate.tsx';
import { SeriesEdit } from './SeriesEdit.tsx';
import { SeriesList } from './SeriesList.tsx';

export default { list: SeriesList, create: SeriesCreate, edit: SeriesEdit, icon: CollectionsBookmarkIcon, options: { label: 'Series' } };
