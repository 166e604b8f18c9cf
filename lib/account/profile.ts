/** The dashboard's "Complete your profile" banner: what is missing from the profile. */
export function missingProfileParts(profile: { full_name: string | null; avatar_url: string | null } | null): string[] {
  if (!profile) return [];
  const missing: string[] = [];
  if (!profile.full_name?.trim()) missing.push('name');
  if (!profile.avatar_url?.trim()) missing.push('profile picture');
  return missing;
}

/** Where the banner's dismissal is remembered: per user, in this browser. */
export function profileBannerKey(userId: string): string {
  return `rd:profile-banner-dismissed:${userId}`;
}
