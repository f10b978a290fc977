/** The company mark and name. The mark is decorative; the link around it carries the name. */
export function Logo({ name }: { name: string }) {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <path d="M16 2.5 27.7 9.25v13.5L16 29.5 4.3 22.75V9.25Z" fill="var(--brand)" />
        <path d="M16 9.5v6.5m0 0-5.6 3.25M16 16l5.6 3.25" stroke="#fff" strokeWidth="2" strokeLinecap="round" fill="none" />
        <circle cx="16" cy="9.5" r="2.2" fill="#fff" />
        <circle cx="10.4" cy="19.25" r="2.2" fill="#fff" />
        <circle cx="21.6" cy="19.25" r="2.2" fill="#fff" />
      </svg>
      <span className="logo__name" aria-hidden="true">{name}</span>
    </span>
  );
}
