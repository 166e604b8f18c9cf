import { shareOrCopyLink, type ShareMessages } from '../lib/share.ts';

interface ShareButtonProps {
  /** The devotional's title, offered to the share sheet. */
  title: string;
  className?: string;
  /** Another edition's words (the button's label and the clipboard toasts); English when absent. */
  words?: ShareMessages & { share: string };
}

/**
 * Shares the page: the system share sheet where the browser has one (phones, some desktops), otherwise the
 * address goes to the clipboard with the spec's "Link copied to clipboard". The address is the page the reader
 * is on (without any #fragment), so it is right on whatever host serves the site.
 */
export default function ShareButton({ title, className = '', words }: ShareButtonProps) {
  const share = () => {
    const url = `${window.location.origin}${window.location.pathname}`;
    return shareOrCopyLink(url, () => ({ title, url }), words);
  };

  return (
    <button type="button" onClick={share} className={className}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="18" cy="5" r="2.5" />
        <circle cx="6" cy="12" r="2.5" />
        <circle cx="18" cy="19" r="2.5" />
        <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
      </svg>
      <span>{words?.share ?? 'Share'}</span>
    </button>
  );
}
