/**
 * Sending one edition (a weekly digest or a day's e-mail) to a page of subscribers, at most once each. For every batch of up to 100 addresses the
 * delivery rows are inserted first (ON CONFLICT DO NOTHING, returning only the rows this run inserted): the
 * addresses it got back are this run's to send, any other was claimed by an earlier or a parallel run. Then one
 * batch call to the e-mail API. If the provider refuses the batch, the claims are removed so a later run sends it;
 * if the run is cut off between claim and answer, those addresses miss this edition rather than get it twice.
 */
import type { ServiceClient } from './service-client.ts';
import { BATCH_LIMIT, sendEmailBatch, unsubscribeHeaders, type EmailEnv, type OutgoingEmail } from './email.ts';
import { newsletterFunctionLink, newsletterPageLink } from './newsletter-links.ts';
import type { Subscriber } from './newsletter-subscribers.ts';
import type { BibleId } from '@lib/scripture/translations.ts';
import { subscriberBible } from '@lib/newsletter/subscriber-bible.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@lib/i18n/locales.ts';

/** The pages an e-mail's footer links to: unsubscribe, and choose daily or weekly and the translation. */
export interface FooterLinks {
  unsubscribeUrl: string;
  preferencesUrl: string;
}

/** What one subscriber's e-mail depends on: their footer links, their language and the Bible they chose. */
export interface Recipient extends FooterLinks {
  /** The Bible their e-mails quote: the KJV, the BSB or their edition's own (lib/newsletter/subscriber-bible.ts). */
  translation: BibleId;
  /** The language of their e-mails (newsletter_subscribers.language). */
  language: Locale;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface Tally {
  sent: number;
  skipped: number;
  failed: number;
}

export interface DeliveryContext {
  service: ServiceClient;
  emailEnv: EmailEnv;
  digestId: number;
  supabaseUrl: string;
  siteUrl: string;
  /** The e-mail for one subscriber. */
  render(recipient: Recipient): RenderedEmail | Promise<RenderedEmail>;
}

async function claimOnce(ctx: DeliveryContext, batch: Subscriber[]): Promise<Set<string>> {
  const rows = batch.map((s) => ({ digest_id: ctx.digestId, subscriber_id: s.id }));
  const { data, error } = await ctx.service
    .from('newsletter_deliveries')
    .upsert(rows, { onConflict: 'digest_id,subscriber_id', ignoreDuplicates: true })
    .select('subscriber_id');
  if (error) throw new Error(`Could not record the deliveries: ${error.message}`);
  return new Set((data ?? []).map((r: { subscriber_id: string }) => r.subscriber_id));
}

/**
 * A claim whose request never reached the API (fetch failed: a busy connection) is tried again. If the first one
 * did land and only its answer was lost, the retry finds those rows taken and the addresses are skipped this
 * time: at most once, never twice.
 */
async function claim(ctx: DeliveryContext, batch: Subscriber[]): Promise<Set<string>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await claimOnce(ctx, batch);
    } catch (error) {
      if (attempt >= 2 || !/fetch failed|network|connection/i.test((error as Error).message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
    }
  }
}

/** Sends one batch; answers how many of its addresses this run claimed (0: all had been claimed before). */
export async function deliverBatch(ctx: DeliveryContext, batch: Subscriber[], tally: Tally): Promise<number> {
  let claimed: Set<string>;
  try {
    claimed = await claim(ctx, batch);
  } catch (error) {
    console.error(`newsletter: ${(error as Error).message}`);
    tally.failed += batch.length;
    return 0;
  }
  tally.skipped += batch.length - claimed.size;
  const mine = batch.filter((s) => claimed.has(s.id));
  if (mine.length === 0) return 0;
  try {
    const emails: OutgoingEmail[] = await Promise.all(
      mine.map(async (s) => {
        const language = isLocale(s.language) ? s.language : DEFAULT_LOCALE;
        return {
          to: s.email,
          ...(await ctx.render({
            unsubscribeUrl: newsletterPageLink(ctx.siteUrl, 'unsubscribe', s.unsubscribe_token, language),
            preferencesUrl: newsletterPageLink(ctx.siteUrl, 'preferences', s.unsubscribe_token, language),
            translation: subscriberBible(s.bible_translation, language),
            language,
          })),
          headers: unsubscribeHeaders(newsletterFunctionLink(ctx.supabaseUrl, 'unsubscribe', s.unsubscribe_token)),
        };
      }),
    );
    await sendEmailBatch(ctx.emailEnv, emails, `digest-${ctx.digestId}-${mine[0].id}-${mine.length}`);
    tally.sent += mine.length;
  } catch (error) {
    console.error(`newsletter: a batch of ${mine.length} was not sent: ${(error as Error).message}`);
    await ctx.service
      .from('newsletter_deliveries')
      .delete()
      .eq('digest_id', ctx.digestId)
      .in(
        'subscriber_id',
        mine.map((s) => s.id),
      );
    tally.failed += mine.length;
  }
  return mine.length;
}

/** Splits a page into the provider's batches. */
export function batchesOf<T>(items: T[], size = BATCH_LIMIT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
