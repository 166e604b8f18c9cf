/** The narration player's icons: drawn inline, hidden from assistive technology (every button has its own label). */
import type { ReactNode } from 'react';

export function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** A speaker with sound waves, or crossed out when muted (and where there is no narration at all). */
export function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <Icon>
      <path d="M4 9h3.5L12 5v14l-4.5-4H4z" fill="currentColor" stroke="none" />
      {muted ? <path d="M16 9.5l5 5M21 9.5l-5 5" /> : <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />}
    </Icon>
  );
}

export const playIcon = (
  <Icon>
    <path d="M8 4.5v15l12-7.5z" fill="currentColor" stroke="none" />
  </Icon>
);

export const pauseIcon = (
  <Icon>
    <path d="M7 4.5h3.5v15H7zM13.5 4.5H17v15h-3.5z" fill="currentColor" stroke="none" />
  </Icon>
);

export const downloadIcon = (
  <Icon>
    <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19.5h14" />
  </Icon>
);

export function SkipIcon({ direction }: { direction: 'back' | 'forward' }) {
  // One circular arrow, mirrored for forward, with the 10 drawn upright in both.
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-7 w-7"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <g transform={direction === 'forward' ? 'matrix(-1 0 0 1 24 0)' : undefined}>
        <path d="M3.5 13a8.5 8.5 0 1 0 2.6-6.1" />
        <path d="M5.6 2.6v4.6h4.6" />
      </g>
      <text x="12" y="16.6" textAnchor="middle" fontSize="8.5" fontWeight="700" fill="currentColor" stroke="none">
        10
      </text>
    </svg>
  );
}
