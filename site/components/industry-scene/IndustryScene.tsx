/**
 * An industry's scene: the drawing its record names, checked and reduced to its shapes by the
 * images stage (site/generator/scenes.ts), inlined so that its --ill-* colours follow the site's
 * theme. Decorative: the hero's heading and lead say what the page is about, so it is hidden from
 * screen readers. Its width and height give the box its shape before any style arrives.
 */
import { SCENE_SIZE, SCENE_VIEWBOX } from '../../generator/scene-check.ts';

export function IndustryScene({ markup, className = '' }: { markup: string; className?: string }) {
  return (
    <svg
      className={`industry-scene ${className}`.trim()}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={SCENE_VIEWBOX}
      width={SCENE_SIZE.width}
      height={SCENE_SIZE.height}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
