/**
 * weekly-digest: e-mails the week's devotionals (Monday to Sunday, the most recent Sunday in the site's time zone
 * ending it) to every confirmed, subscribed address. For the schedule only (the service-role key, or x-cron-secret: CRON_SECRET).
 *
 *   POST /functions/v1/weekly-digest   → 200 { weekEnd, devotionals, sent, skipped, failed }
 *
 * Safe to retry: each digest is one row per week, and a delivery row is written before each e-mail goes out,
 * so a second run sends only to those the first did not reach (and the e-mail API gets an idempotency key).
 */
import { createClient } from 'npm:@supabase/supabase-js@2';
import { emailEnv, newsletterLink, sendEmail, unsubscribeHeaders } from '../_shared/email.ts';
import { bearerToken, sameSecret } from '../rebuild-site/caller.ts';
import { addDays, renderDigest, todayIn, weekEndFor, type DigestDevotional } from './digest.ts';

function json(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

Deno.serve(async (req: Request) => {
  if (req.method !== 'POST') return json(405, { error: 'Use POST.' });
  const supabaseUrl = Deno.env.get('SUPABASE_URL')!;
  const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!;
  const cronSecret = Deno.env.get('CRON_SECRET');
  const token = bearerToken(req);
  const header = req.headers.get('x-cron-secret');
  const allowed = (token !== null && sameSecret(token, serviceRoleKey)) || (header !== null && !!cronSecret && cronSecret.length >= 24 && sameSecret(header, cronSecret));
  if (!allowed) return json(401, { error: 'Only the schedule sends the weekly e-mail.' });

  const siteUrl = Deno.env.get('SITE_URL') || 'http://localhost:4321';
  const service = createClient(supabaseUrl, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data: settings } = await service.from('site_settings').select('timezone').maybeSingle();
  const weekEnd = weekEndFor(todayIn((settings?.timezone as string | undefined) || 'America/New_York'));

  const { data: rows, error: devotionalsError } = await service
    .from('devotionals')
    .select('id, date, title, biblical_passage, memory_verse, image_url')
    .eq('status', 'published')
    .gte('date', addDays(weekEnd, -6))
    .lte('date', weekEnd)
    .order('date');
  if (devotionalsError) return json(500, { error: `Could not read the week's devotionals: ${devotionalsError.message}` });
  const devotionals: DigestDevotional[] = (rows ?? []).map((r: Record<string, string | null>) => ({
    id: r.id!,
    date: r.date!,
    title: r.title!,
    passage: r.biblical_passage!,
    memoryVerse: r.memory_verse,
    imageUrl: r.image_url,
  }));
  if (devotionals.length === 0) return json(200, { weekEnd, devotionals: 0, sent: 0, skipped: 0, failed: 0 });

  const subject = renderDigest(devotionals, { siteUrl, weekEnd, unsubscribeUrl: '' }).subject;
  await service.from('newsletter_digests').upsert({ week_end: weekEnd, subject, devotionals: devotionals.length }, { onConflict: 'week_end', ignoreDuplicates: true });
  const { data: digest, error: digestError } = await service.from('newsletter_digests').select('id').eq('week_end', weekEnd).single();
  if (digestError) return json(500, { error: `Could not record the digest: ${digestError.message}` });

  const { data: subscribers, error: subscribersError } = await service
    .from('newsletter_subscribers')
    .select('id, email, unsubscribe_token')
    .not('confirmed_at', 'is', null)
    .is('unsubscribed_at', null)
    .order('created_at');
  if (subscribersError) return json(500, { error: `Could not read the subscribers: ${subscribersError.message}` });

  let sent = 0;
  let skipped = 0;
  let failed = 0;
  for (const subscriber of subscribers ?? []) {
    // The delivery row first: if it exists, this subscriber already has (or is being sent) this digest.
    const { error: claimError } = await service.from('newsletter_deliveries').insert({ digest_id: digest.id, subscriber_id: subscriber.id });
    if (claimError) {
      if (claimError.code === '23505') skipped++;
      else failed++;
      continue;
    }
    const unsubscribeUrl = newsletterLink(supabaseUrl, 'unsubscribe', subscriber.unsubscribe_token);
    const mail = renderDigest(devotionals, { siteUrl, weekEnd, unsubscribeUrl });
    try {
      await sendEmail(emailEnv(), { to: subscriber.email, ...mail, headers: unsubscribeHeaders(unsubscribeUrl), idempotencyKey: `digest-${digest.id}-${subscriber.id}` });
      sent++;
    } catch (error) {
      // Not sent: remove the claim so the next run tries again.
      await service.from('newsletter_deliveries').delete().match({ digest_id: digest.id, subscriber_id: subscriber.id });
      console.error(`weekly-digest: ${subscriber.email}: ${(error as Error).message}`);
      failed++;
    }
  }
  await service.from('newsletter_digests').update({ finished_at: new Date().toISOString() }).eq('id', digest.id);
  return json(failed ? 502 : 200, { weekEnd, devotionals: devotionals.length, sent, skipped, failed });
});
