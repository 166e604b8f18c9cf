/**
 * The printed guide opened from a group (/groups/guide/2026-W49/?group=<id>): its QR code, its printed address and
 * the link to talk about the questions lead to that group's week. The group is known only in the browser (groups are
 * made after the build), so this redraws what the build made for the guide's own page. A guide without a group, or
 * with a `group` that is not a group id, stays as built.
 */
import { groupIdOfGuide, groupWeekAddresses } from '@lib/groups/group-address.ts';
import { isLocale } from '@lib/i18n/locales.ts';
import { qrCodeSvg } from '@lib/qr-code/qr-code-svg.ts';

export function showGroupOnGuide(guide: HTMLElement): void {
  const id = groupIdOfGuide(window.location.search);
  const { locale, week } = guide.dataset;
  if (!id || !week || !isLocale(locale)) return;
  const addresses = groupWeekAddresses(window.location.origin, locale, id, week);
  const qr = guide.querySelector<HTMLElement>('[data-guide-qr]');
  // The SVG is made here from the address alone (lib/qr-code), never from the page's query.
  if (qr) qr.innerHTML = qrCodeSvg(addresses.week);
  for (const address of guide.querySelectorAll<HTMLElement>('[data-guide-address]')) address.textContent = address.dataset.guideAddress + addresses.week;
  for (const scan of guide.querySelectorAll<HTMLElement>('[data-scan-group]')) scan.textContent = scan.dataset.scanGroup ?? scan.textContent;
  for (const talk of guide.querySelectorAll<HTMLAnchorElement>('a[data-guide-talk]')) {
    talk.href = addresses.conversation;
    talk.closest<HTMLElement>('[hidden]')?.removeAttribute('hidden');
  }
}
