/**
 * The colour theme switch: light, dark or the system's, as three buttons with aria-pressed in a
 * labelled group. In the header bar on desktop (icons, their names for screen readers) and in the
 * mobile panel (icons and names). The header's island starts it (theme-switch.dom.ts). It needs
 * JavaScript, so without it it is not shown and the system's setting decides (site/styles/tokens.css).
 */
import type { ReactNode } from 'react';
import { THEME_CHOICES, type ThemeChoice } from '../../lib/theme.ts';

const LABELS: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };

const ICONS: Record<ThemeChoice, ReactNode> = {
  light: (
    <>
      <circle cx="10" cy="10" r="3.5" />
      <path d="M10 1.75v2M10 16.25v2M1.75 10h2M16.25 10h2M4.17 4.17l1.41 1.41M14.42 14.42l1.41 1.41M4.17 15.83l1.41-1.41M14.42 5.58l1.41-1.41" />
    </>
  ),
  dark: <path d="M16.5 12.2A6.75 6.75 0 0 1 7.8 3.5a6.75 6.75 0 1 0 8.7 8.7Z" />,
  system: (
    <>
      <rect x="2.25" y="3.25" width="15.5" height="10.5" rx="1.5" />
      <path d="M7 17h6M10 13.75V17" />
    </>
  ),
};

export function ThemeSwitch({ place }: { place: 'bar' | 'panel' }) {
  return (
    <div className={`theme-switch theme-switch--${place}`} role="group" aria-label="Colour theme" data-theme-switch="">
      {THEME_CHOICES.map((choice) => (
        <button type="button" className="theme-switch__option" key={choice} aria-pressed="false" data-theme-switch-option={choice}>
          <svg className="theme-switch__icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false"
            fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
            {ICONS[choice]}
          </svg>
          <span className={place === 'bar' ? 'visually-hidden' : 'theme-switch__label'}>{LABELS[choice]}</span>
        </button>
      ))}
    </div>
  );
}
