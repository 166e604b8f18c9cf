import { ConfessionEditor } from './ConfessionEditor.tsx';
import { ConfessionList } from './ConfessionList.tsx';

export default { list: ConfessionList, edit: ConfessionEditor };
