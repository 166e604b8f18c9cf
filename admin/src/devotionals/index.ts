import { lazyScreen } from '../common/lazyScreen.tsx';

// Each screen is its own chunk, fetched when first opened (docs/admin-console.md, "How the console is split").
export default {
  list: lazyScreen(() => import('./DevotionalTable.tsx').then((m) => m.DevotionalList)),
  edit: lazyScreen(() => import('./DevotionalEditPage.tsx').then((m) => m.DevotionalEditPage)),
  create: lazyScreen(() => import('./DevotionalEditPage.tsx').then((m) => m.DevotionalCreatePage)),
};
