/**
 * The one engine behind the weekly digest and the daily e-mail: one row in newsletter_digests per edition and
 * day, then that edition's confirmed subscribers a page at a time, 100 to a call of the provider's batch
 * endpoint, several calls at once, each subscriber claimed before their e-mail goes out (newsletter-delivery.ts).
 * A run stops starting batches after its time budget (inside the 150 s request limit) and answers done: false;
 * calling again continues. A call after the edition finished sends only to whoever confirmed since (everyone else
 * is skipped): the schedules stop calling once done (the daily cron checks finished_at itself, and goes on calling
 * while a daily subscriber's chosen hour is still to come: `include` leaves them out until it has).
 */
import type { EmailEnv } from './email.ts';
import { batchesOf, deliverBatch, type Recipient, type RenderedEmail, type Tally } from './newsletter-delivery.ts';
import { confirmedSubscribers, type Edition, type Subscriber } from './newsletter-subscribers.ts';
import type { ServiceClient } from './service-client.ts';

export interface EditionRun {
  service: ServiceClient;
  emailEnv: EmailEnv;
  supabaseUrl: string;
  siteUrl: string;
  edition: Edition;
  /** The edition's day: the week's Sunday for the weekly digest, the day itself for the daily e-mail. */
  day: string;
  subject: string;
  devotionals: number;
  /** One subscriber's e-mail: their footer links and their translation (the BSB resolved on first need). */
  render(recipient: Recipient): RenderedEmail | Promise<RenderedEmail>;
  /**
   * Whether a subscriber's e-mail may go in this run (the daily e-mail: their hour has come); default everyone.
   * Whoever is left out is neither claimed nor counted, and a later run sends them.
   */
  include?(subscriber: Subscriber): boolean;
  started: number;
  budgetMs: number;
  concurrency: number;
}

export interface EditionOutcome extends Tally {
  /** false when the budget ran out or a batch failed: call again. */
  done: boolean;
  /** The run could not start (the digest row could not be recorded) or stopped on an error. */
  error?: string;
}

export async function sendEdition(run: EditionRun): Promise<EditionOutcome> {
  const tally: Tally = { sent: 0, skipped: 0, failed: 0 };
  const { service } = run;
  await service
    .from('newsletter_digests')
    .upsert(
      { edition: run.edition, week_end: run.day, subject: run.subject, devotionals: run.devotionals },
      { onConflict: 'edition,week_end', ignoreDuplicates: true },
    );
  const { data: digest, error: digestError } = await service
    .from('newsletter_digests')
    .select('id')
    .eq('edition', run.edition)
    .eq('week_end', run.day)
    .single();
  if (digestError || !digest) return { ...tally, done: false, error: `Could not record the e-mail: ${digestError?.message ?? 'no row'}` };

  const ctx = { service, emailEnv: run.emailEnv, digestId: digest.id, supabaseUrl: run.supabaseUrl, siteUrl: run.siteUrl, render: run.render };
  let done = true;
  // The budget stops a run only once it has claimed someone, so every run moves the edition forward.
  let progressed = false;
  try {
    pages: for await (const page of confirmedSubscribers(service, run.edition)) {
      const queue = batchesOf(run.include ? page.filter(run.include) : page);
      const worker = async () => {
        for (let batch = queue.shift(); batch; batch = queue.shift()) {
          if (progressed && Date.now() - run.started > run.budgetMs) {
            done = false;
            return;
          }
          if ((await deliverBatch(ctx, batch, tally)) > 0) progressed = true;
        }
      };
      await Promise.all(Array.from({ length: Math.min(run.concurrency, queue.length) }, worker));
      if (!done) break pages;
    }
  } catch (error) {
    console.error(`newsletter: ${(error as Error).message}`);
    return { ...tally, done: false, error: (error as Error).message };
  }
  if (done && tally.failed === 0)
    await service.from('newsletter_digests').update({ finished_at: new Date().toISOString() }).eq('id', digest.id).is('finished_at', null);
  return { ...tally, done: done && tally.failed === 0 };
}
