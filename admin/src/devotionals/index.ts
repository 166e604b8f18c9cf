import { DevotionalList } from './DevotionalList.tsx';

export default { list: DevotionalList };
