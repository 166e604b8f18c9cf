/**
 * "This machine only", for what supabase/local serves without authentication (the mailbox): the client must connect
 * from a loopback address, and the request must be addressed to a loopback name. The second check stops DNS
 * rebinding, where a web page's own domain is made to resolve to 127.0.0.1 and the browser then reads the answers
 * as that page's origin: such a request carries the page's domain in its Host header.
 */

/** Whether a socket's remote address is this machine (IPv4 127/8, IPv6 ::1, IPv4-mapped 127/8). */
export function isLoopbackAddress(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

/**
 * Whether a Host header names this machine: localhost (or a name under .localhost, which resolves to loopback
 * only), an IPv4 address in 127/8, or [::1], each with an optional port. A missing header is refused.
 */
export function isLoopbackHost(host: string | null | undefined): boolean {
  if (!host) return false;
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(host.trim().toLowerCase());
  if (!match) return false;
  const name = match[1].replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return /^[a-z0-9.-]+$/.test(name);
  if (name === '[::1]') return true;
  const octets = name.split('.');
  return octets.length === 4 && octets[0] === '127' && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255);
}
