/**
 * The theme switches' behaviour, started by the header's island (both switches live in the
 * header). A press applies the choice to <html data-theme> (the tokens follow it), stores it (or
 * forgets it, for "system") and moves the browser bar's colour with it. Every switch, here and in
 * other tabs, shows the same choice: the attribute on <html>, set before the first paint by the
 * early script, is the one source of truth.
 */
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY, themeChoice, type ThemeChoice } from '../../lib/theme.ts';

const root = document.documentElement;
const current = (): ThemeChoice => themeChoice(root.getAttribute(THEME_ATTRIBUTE));

function store(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private browsing, a policy): the choice holds for this page only.
  }
}

export function startThemeSwitches(scope: HTMLElement): void {
  const options = Array.from(scope.querySelectorAll<HTMLButtonElement>('[data-theme-switch-option]'));
  // The theme-color metas keep their scheme's media for "system"; an explicit choice picks one of them.
  const themeColors = Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][media]'), (meta) => ({ meta, media: meta.media }));

  const show = () => {
    const choice = current();
    options.forEach((option) => option.setAttribute('aria-pressed', String(option.dataset.themeSwitchOption === choice)));
    for (const { meta, media } of themeColors) meta.media = choice === 'system' ? media : media.includes(choice) ? 'all' : 'not all';
  };
  const apply = (choice: ThemeChoice) => {
    if (choice === 'system') root.removeAttribute(THEME_ATTRIBUTE);
    else root.setAttribute(THEME_ATTRIBUTE, choice);
    show();
  };

  for (const option of options) {
    option.addEventListener('click', () => {
      const choice = themeChoice(option.dataset.themeSwitchOption);
      store(choice);
      apply(choice);
    });
  }
  // Another tab changed the theme.
  window.addEventListener('storage', (event) => event.key === THEME_STORAGE_KEY && apply(themeChoice(event.newValue)));
  show();
}
