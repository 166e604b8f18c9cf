import { lazyScreen } from '../common/lazyScreen.tsx';

export default {
  list: lazyScreen(() => import('./ConfessionList.tsx').then((m) => m.ConfessionList)),
  edit: lazyScreen(() => import('./ConfessionEditor.tsx').then((m) => m.ConfessionEditor)),
};
