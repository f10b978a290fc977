/** Bad inputs for the drawn covers: a `motif:` in a header that is not one of the drawn motifs (site/model/motifs.ts). */
import { MOTIFS } from '../../../site/model/motifs.ts';
import { PAPER, POST, STUDY, lineOf, source, type BadInput } from './row.ts';

const CHOICES = `"motif" must be a drawn motif: ${MOTIFS.map((m) => `"${m}"`).join(', ')}`;
const HAS_MOTIF = /^motif: .*$/m;

/** A row that sets the header's motif of `file` to `value` (replacing its own, or before its title), refused at that line. */
const motif = (name: string, file: string, value: string, says: string[]): BadInput => ({
  name,
  arrange: (site) => (HAS_MOTIF.test(source(file)) ? site.edit(file, HAS_MOTIF, `motif: ${value}`) : site.edit(file, /^title: /m, `motif: ${value}\ntitle: `)),
  says: [`${file}:${lineOf(file, HAS_MOTIF.test(source(file)) ? HAS_MOTIF : /^title: /m)}: ${CHOICES}; got string "${value}"`, ...says],
});

export const coverRows: BadInput[] = [
  motif('a post’s cover motif that is not drawn', POST, 'scooter', []),
  motif('a case study’s cover motif written with a space', STUDY, 'two wheeler', ['(did you mean "two-wheeler"?)']),
  motif('a whitepaper’s cover motif in capitals', PAPER, 'Chart', ['(did you mean "chart"?)']),
];
