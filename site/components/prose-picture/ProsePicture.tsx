/**
 * A picture in the text of a post or whitepaper (site/model/prose-pictures.ts), rendered by the
 * images stage in place of its placeholder. A photo: AVIF, then WebP, at the widths it was written
 * at, the browser choosing by the column's `sizes`. A drawing: its SVG file, on white in either
 * theme (it is drawn for paper). Either way `width` and `height` give its box before it loads,
 * and it is fetched only when scrolled near.
 */
import type { ProsePicture as Picture } from '../../model/prose-pictures.ts';

export function ProsePicture({ picture, alt, sizes }: { picture: Picture; alt: string; sizes: string }) {
  const { files, svg, width, height } = picture;
  const img = (src: string, className?: string) => <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={className} />;
  if (!files) return img(svg!, 'prose-drawing');
  const srcset = (format: keyof typeof files) => files[format].map((f) => `${f.url} ${f.width}w`).join(', ');
  return (
    <picture>
      <source type="image/avif" srcSet={srcset('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcset('webp')} sizes={sizes} />
      {img(files.webp[files.webp.length - 1].url)}
    </picture>
  );
}
