/** The company mark and name. The mark is decorative; the link around it carries the name. */

/** The mark's drawing on a 32 × 32 grid; the social images draw it too (site/document/social-card-svg.ts). */
export const logoMark = {
  hexagon: 'M16 2.5 27.7 9.25v13.5L16 29.5 4.3 22.75V9.25Z',
  links: 'M16 9.5v6.5m0 0-5.6 3.25M16 16l5.6 3.25',
  nodes: [[16, 9.5], [10.4, 19.25], [21.6, 19.25]],
} as const;

export function Logo({ name }: { name: string }) {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <path d={logoMark.hexagon} fill="var(--brand)" />
        <path d={logoMark.links} stroke="#fff" strokeWidth="2" strokeLinecap="round" fill="none" />
        {logoMark.nodes.map(([cx, cy]) => <circle key={`${cx},${cy}`} cx={cx} cy={cy} r="2.2" fill="#fff" />)}
      </svg>
      <span className="logo__name" aria-hidden="true">{name}</span>
    </span>
  );
}
