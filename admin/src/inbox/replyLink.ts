/**
 * "Reply" in the inbox opens the admin's own mail program (RFC 6068 mailto:) addressed to the sender, with a
 * subject and the start of their message quoted, so answers go out from a real mailbox and keep its history.
 */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: string;
  read_at: string | null;
}

const QUOTE_LIMIT = 500;

export function replyMailto(message: Pick<ContactMessage, 'name' | 'email' | 'message'>, siteName = 'Reformed Devotionals'): string {
  // The address is percent-encoded except for its "@", which mail programs expect as it is.
  const to = encodeURIComponent(message.email.trim()).replace(/%40/g, '@');
  const quoted = message.message.length > QUOTE_LIMIT ? `${message.message.slice(0, QUOTE_LIMIT)}…` : message.message;
  const body = `Dear ${message.name},\n\n\n\n${message.name} wrote:\n${quoted
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n')}`;
  const params = `subject=${encodeURIComponent(`Re: your message to ${siteName}`)}&body=${encodeURIComponent(body)}`;
  return `mailto:${to}?${params}`;
}

/** The message's first characters for the list, on one line. */
export function messagePreview(text: string, limit = 140): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > limit ? `${oneLine.slice(0, limit).trimEnd()}…` : oneLine;
}
