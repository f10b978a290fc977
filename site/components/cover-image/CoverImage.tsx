/**
 * A cover photo (site/model/cover-images.ts): AVIF, then WebP, at the widths its layout uses, the
 * browser choosing by `sizes`. `width` and `height` give the 16:9 box before the photo arrives,
 * so nothing moves. The cover at the top of its own page, and any other the caller marks `first`
 * (the blog's featured card), is the largest element of the first screen: fetched at once and
 * first. Every other one is fetched when scrolled near.
 */
import { COVER_LAYOUTS, coverHeight, coverSrcset, type Cover, type CoverLayout } from '../../model/cover-images.ts';

export function CoverImage({ cover, layout, className, first = layout === 'page' }: { cover: Cover; layout: CoverLayout; className?: string; first?: boolean }) {
  const { widths, sizes } = COVER_LAYOUTS[layout];
  const width = widths[widths.length - 1];
  const fallback = cover.files.webp.find((f) => f.width === width)!;
  return (
    <picture className={`cover-image${className ? ` ${className}` : ''}`}>
      <source type="image/avif" srcSet={coverSrcset(cover.files.avif, layout)} sizes={sizes} />
      <source type="image/webp" srcSet={coverSrcset(cover.files.webp, layout)} sizes={sizes} />
      <img
        src={fallback.url}
        alt={cover.alt}
        width={width}
        height={coverHeight(width)}
        loading={first ? 'eager' : 'lazy'}
        decoding={first ? undefined : 'async'}
        fetchPriority={first ? 'high' : undefined}
      />
    </picture>
  );
}
