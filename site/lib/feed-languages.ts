/** The RSS <language> of each edition's feeds (RFC 1766 tags, as RSS 2.0 asks; the English feeds have always said en-us). */
import { editionField } from '@lib/editions/registry.ts';

export const FEED_LANGUAGES = editionField('feedLanguage');
