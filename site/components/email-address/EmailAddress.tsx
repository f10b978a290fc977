/**
 * An e-mail address as text: one long word, so it may break after its "@" and before each dot of
 * its domain where a line is too short for it (a narrow button, or enlarged text), rather than
 * run out of its box. Inline content: inside a flex box (a button), wrap it in one element.
 */
import { Fragment } from 'react';

export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <>{address}</>;
  const labels = address.slice(at + 1).split('.');
  return (
    <>
      {address.slice(0, at + 1)}<wbr />
      {labels.map((label, i) => (i === 0 ? label : <Fragment key={i}><wbr />.{label}</Fragment>))}
    </>
  );
}
