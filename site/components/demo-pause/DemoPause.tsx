/**
 * The pause/play toggle of a product illustration that runs on its own (WCAG 2.2.2). Hidden in
 * the HTML (it cannot work without scripts); autoplay.ts reveals and drives it. Inside the
 * showcase, whose own Pause button holds every illustration, the CSS hides it.
 */
export function DemoPause({ block, label }: { block: string; label: string }) {
  return (
    <button type="button" className={`demo-pause ${block}__pause`} data-pause="" aria-pressed="false" aria-label={label} hidden>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path className="demo-pause__icon-pause" d="M5.5 3.5v9M10.5 3.5v9" />
        <path className="demo-pause__icon-play" d="M5 3.2v9.6L12.5 8z" />
      </svg>
    </button>
  );
}
