/**
 * A leader's picture on About: the photo from content/company.yml (`photo`, encoded square by the
 * images stage, site/model/portraits.ts), else a drawn monogram: the person's initials on a disc
 * in their own tint, over a rounded tile with a soft glow and a ground band (flat geometric,
 * docs/design.md). The monogram is decorative: the card's heading names the person.
 */
import { colors, type Leader } from '../../model/content.ts';
import { PORTRAIT_SIZE, PORTRAIT_WIDTHS, initialsOf } from '../../model/portraits.ts';

/** A tint chosen by the name, so a person keeps theirs whatever the order of the list. */
export const tintOf = (name: string): (typeof colors)[number] => colors[[...name].reduce((sum, c) => (sum * 31 + c.codePointAt(0)!) % 9973, 7) % colors.length];

export function LeaderPicture({ leader }: { leader: Leader }) {
  const { portrait } = leader;
  if (portrait) {
    const srcset = (files: { url: string; width: number }[]) => files.map((f) => `${f.url} ${f.width}w`).join(', ');
    const sizes = `${PORTRAIT_SIZE}px`;
    return (
      <picture className="leader__picture">
        <source type="image/avif" srcSet={srcset(portrait.files.avif)} sizes={sizes} />
        <source type="image/webp" srcSet={srcset(portrait.files.webp)} sizes={sizes} />
        <img src={portrait.files.webp.find((f) => f.width === PORTRAIT_WIDTHS[0])!.url} alt={portrait.alt} width={PORTRAIT_SIZE} height={PORTRAIT_SIZE} loading="lazy" decoding="async" />
      </picture>
    );
  }
  return (
    <svg className={`monogram tint-${tintOf(leader.name)}`} viewBox="0 0 96 96" width={PORTRAIT_SIZE} height={PORTRAIT_SIZE} aria-hidden="true">
      <rect className="monogram__tile" width="96" height="96" rx="16" />
      <circle className="monogram__glow" cx="48" cy="44" r="34" />
      <rect className="monogram__ground" x="12" y="74" width="72" height="10" rx="5" />
      <circle className="monogram__disc" cx="48" cy="44" r="26" />
      <circle className="monogram__spark" cx="78" cy="18" r="6" />
      <text className="monogram__initials" x="48" y="44" textAnchor="middle" dominantBaseline="central">{initialsOf(leader.name)}</text>
    </svg>
  );
}
