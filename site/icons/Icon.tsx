import type { IconName } from '../model/icons.ts';
import { iconPaths } from './paths.ts';

/** Outline icon (24×24 grid). Decorative by default; pass `label` to expose it as an image. */
export function Icon({ name, size = 24, className, label }: { name: IconName; size?: number; className?: string; label?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const, focusable: 'false' as const };
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...a11y}
      dangerouslySetInnerHTML={{ __html: iconPaths[name] }}
    />
  );
}
