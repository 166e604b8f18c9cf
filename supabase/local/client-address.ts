/**
 * The client address as hosted Supabase's edge hands it on: Cloudflare sets `cf-connecting-ip` to the address
 * it saw (overwriting any value the client sent), the gateway sets `x-real-ip` and appends that address to
 * `x-forwarded-for`. PostgREST passes them to the database in `request.headers`, where the contact form's
 * per-client limit reads them; so supabase/local sets them the same way, and a client cannot choose its own.
 */
export function setClientAddress(headers: Headers, socketAddress: string): void {
  const address = socketAddress.startsWith('::ffff:') ? socketAddress.slice('::ffff:'.length) : socketAddress;
  headers.set('cf-connecting-ip', address);
  headers.set('x-real-ip', address);
  const forwarded = headers.get('x-forwarded-for');
  headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${address}` : address);
}
