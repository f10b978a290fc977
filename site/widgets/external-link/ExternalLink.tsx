/** A link that opens in a new tab, safely (rel="noopener noreferrer"), and says so to screen readers. */
import type { ReactNode } from 'react';

export function ExternalLink({ href, className, children, label }: { href: string; className?: string; children: ReactNode; label?: string }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer" aria-label={label ? `${label} (opens in a new tab)` : undefined}>
      {children}
      {!label && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}
