import { TagList } from './TagList.tsx';

export default { list: TagList };
