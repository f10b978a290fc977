/**
 * The site's one modal dialog frame (native <dialog>: the browser traps focus and closes on
 * Escape; behaviour in dialog.dom.ts). The <dialog> itself has no padding and one child, the
 * panel, which holds and scrolls everything, so a click on the dialog element is a click on the
 * backdrop. The panel opens with a bar that stays in view (what the dialog is about, and the X),
 * then the content, then a row of actions. Both the X and any Close button close it through
 * [data-dialog-close].
 */
import type { ReactNode } from 'react';

export interface DialogProps {
  /** Extra classes: a modifier (dialog--narrow) and the content's own (listing-dialog tint-blue). */
  className?: string;
  /** The id of the element that names the dialog. */
  labelledBy?: string;
  /** The bar's content, beside the X: a title or a badge. */
  top: ReactNode;
  children: ReactNode;
  /** The closing row of buttons; left out where a form holds its own (its buttons must be inside it). */
  actions?: ReactNode;
  /** data-* attributes: the hooks islands find it by. */
  data?: Record<string, string>;
}

export function Dialog({ className, labelledBy, top, children, actions, data }: DialogProps) {
  return (
    <dialog className={className ? `dialog ${className}` : 'dialog'} aria-labelledby={labelledBy} {...data}>
      <div className="dialog__panel">
        <div className="dialog__top">
          {top}
          <button type="button" className="dialog__x" aria-label="Close" data-dialog-close="">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {children}
        {actions && <div className="dialog__actions">{actions}</div>}
      </div>
    </dialog>
  );
}
