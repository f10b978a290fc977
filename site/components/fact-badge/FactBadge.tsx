/**
 * A drawn badge for a certification or a recognition on About (content/company.yml, `facts`): a
 * rosette (flat geometric, --ill-* tokens) beside the name and what it covers, as real text. The
 * drawing is decorative; a recognition's rosette carries a star, a certification's a shield.
 */
export function FactBadge({ name, scope, kind, headingLevel: Heading = 'h3' }: { name: string; scope: string; kind: 'certification' | 'recognition'; headingLevel?: 'h3' | 'h4' }) {
  return (
    <div className={`fact-badge fact-badge--${kind}`}>
      <svg className="fact-badge__mark" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <circle className="fact-badge__glow" cx="32" cy="30" r="28" />
        <path className="fact-badge__ribbon" d="M20 40h10v20l-5-4-5 4ZM34 40h10v20l-5-4-5 4Z" />
        <circle className="fact-badge__rim" cx="32" cy="28" r="20" />
        <circle className="fact-badge__face" cx="32" cy="28" r="14" />
        {kind === 'certification'
          ? <path className="fact-badge__sign" d="M32 18l8 3v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10v-6Z" />
          : <path className="fact-badge__sign" d="M32 17l3.2 6.6 7.3 1-5.3 5.1 1.3 7.2L32 33.5l-6.5 3.4 1.3-7.2-5.3-5.1 7.3-1Z" />}
      </svg>
      <div className="fact-badge__text">
        <Heading className="fact-badge__name">{name}</Heading>
        <p className="fact-badge__scope">{scope}</p>
      </div>
    </div>
  );
}
