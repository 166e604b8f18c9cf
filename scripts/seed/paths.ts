/** The project root, so the seed's relative defaults (content/, ../shared/...) do not depend on the working directory. */
export { fromRoot } from '@lib/sources/node.ts';
