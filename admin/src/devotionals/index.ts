import { DevotionalCreatePage, DevotionalEditPage } from './DevotionalEditPage.tsx';
import { DevotionalList } from './DevotionalTable.tsx';

export default { list: DevotionalList, edit: DevotionalEditPage, create: DevotionalCreatePage };
