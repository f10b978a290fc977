/**
 * The colour theme a visitor chose: light, dark, or the system's (no choice). The early script
 * (site/document/early-script.ts) applies a stored choice before the first paint; the switch
 * (site/widgets/theme-switch/) changes and stores it. Tokens follow it in site/styles/tokens.css.
 */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The one localStorage key the theme uses, and the attribute on <html> that carries a choice. */
export const THEME_STORAGE_KEY = 'theme';
export const THEME_ATTRIBUTE = 'data-theme';

/** What a stored value means: anything but "light" or "dark" (nothing, a stale or edited value) is the system's. */
export function themeChoice(stored: string | null | undefined): ThemeChoice {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}
