/**
 * The rebuild request now lives in the data provider (providers/publishingMethods.ts): components call
 * `useDataProvider<AdminDataProvider>().requestRebuild(reason)`. This name stays for the callers that still pass the
 * client themselves, until they move to the provider too.
 */
export { requestSiteRebuild as requestRebuild, type RebuildRequestResult } from '../providers/publishingMethods.ts';
