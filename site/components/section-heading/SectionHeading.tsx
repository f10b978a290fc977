/** A section's heading block: optional eyebrow, the <h2> (its id labels the section), an intro. */
export function SectionHeading({ id, eyebrow, title, intro, centered }: { id: string; eyebrow?: string; title: string; intro?: string; centered?: boolean }) {
  return (
    <div className={`section-heading${centered ? ' section-heading--centered' : ''}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {intro && <p className="section-heading__intro">{intro}</p>}
    </div>
  );
}
