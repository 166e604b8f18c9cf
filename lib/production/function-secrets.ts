/**
 * Which secret each Edge Function needs on a live project: the one list (README's runbook and `npm run doctor`
 * read it). Names only; values live in the project (`supabase secrets set NAME=value`).
 * SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (or, on a project with only the new keys, SUPABASE_SECRET_KEYS) are
 * given to every function by Supabase itself.
 * A requirement is met when every name of one of its alternatives is set; an optional one only adds a feature.
 */

export interface SecretRequirement {
  /** What the secret is for, in the runbook's words. */
  purpose: string;
  /** Sets of names, any one of which meets the requirement. */
  anyOf: string[][];
  optional?: boolean;
}

const PLATFORM: SecretRequirement = {
  purpose: 'the project address and service key (Supabase provides them)',
  // The legacy service_role JWT, or the new secret keys (a JSON object of name to sb_secret_…).
  anyOf: [
    ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'],
    ['SUPABASE_URL', 'SUPABASE_SECRET_KEYS'],
  ],
};

const EMAIL: SecretRequirement = {
  purpose: "sending e-mail through the provider's HTTP API",
  anyOf: [['EMAIL_API_URL', 'EMAIL_API_KEY', 'EMAIL_FROM']],
};

const SITE: SecretRequirement = { purpose: 'links in e-mails point at the live site', anyOf: [['SITE_URL']] };

export const FUNCTION_SECRETS: Record<string, SecretRequirement[]> = {
  'rebuild-site': [
    PLATFORM,
    {
      purpose: "starting a build: the host's build hook, or the GitHub deploy workflow",
      anyOf: [['BUILD_HOOK_URL'], ['GITHUB_REPOSITORY', 'GITHUB_TOKEN', 'GITHUB_WORKFLOW']],
    },
  ],
  newsletter: [PLATFORM, EMAIL, SITE],
  'weekly-digest': [PLATFORM, EMAIL, SITE],
  'daily-email': [
    PLATFORM,
    EMAIL,
    SITE,
    {
      purpose: "Supabase Cron's call after the nightly release (x-cron-secret; the Vault secret cron_secret holds the same value)",
      anyOf: [['CRON_SECRET']],
      optional: true,
    },
  ],
  'daily-reminders': [
    PLATFORM,
    SITE,
    {
      purpose: 'web push: the VAPID key pair (base64url, one generated pair) and the contact push services may write to',
      anyOf: [['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT']],
    },
    {
      purpose: "Supabase Cron's call every five minutes (x-cron-secret; the Vault secret cron_secret holds the same value)",
      anyOf: [['CRON_SECRET']],
      optional: true,
    },
  ],
  'import-confessions': [PLATFORM],
  'avatar-from-url': [PLATFORM],
  'reset-two-factor': [PLATFORM],
  'delete-account': [PLATFORM, EMAIL],
  'group-invite-email': [PLATFORM, EMAIL, SITE],
  'generate-devotional': [
    PLATFORM,
    { purpose: 'the AI writing assistant (without it the generator says it is not configured)', anyOf: [['AI_API_KEY']], optional: true },
  ],
  'generate-images': [
    PLATFORM,
    { purpose: 'hosted cover images (without them covers are drawn locally)', anyOf: [['IMAGE_BASE_URL', 'IMAGE_API_KEY', 'IMAGE_MODEL']], optional: true },
  ],
  'generate-audio': [
    PLATFORM,
    {
      purpose: 'a hosted narration voice (without it espeak-ng narrates in the browser)',
      anyOf: [['TTS_BASE_URL', 'TTS_API_KEY', 'TTS_MODEL', 'TTS_VOICE_MALE', 'TTS_VOICE_FEMALE']],
      optional: true,
    },
  ],
};

/** The names a requirement still lacks: empty when met; otherwise those of the alternative closest to met. */
export function missingSecrets(requirement: SecretRequirement, present: ReadonlySet<string>): string[] {
  let best: string[] | null = null;
  for (const names of requirement.anyOf) {
    const missing = names.filter((name) => !present.has(name));
    if (missing.length === 0) return [];
    if (!best || missing.length < best.length) best = missing;
  }
  return best ?? [];
}
