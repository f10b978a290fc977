/** Bad inputs for the PDFs of case studies and whitepapers (site/pdf/): letters the PDF's typeface cannot draw. */
import { PAPER_FIRST_SECTION } from '../../helpers/content.ts';
import { PAPER, STUDY, lineOf, type BadInput } from './row.ts';

const TYPEFACE = "which the PDF's typeface (Plus Jakarta Sans: Latin letters, ₹ and the like) cannot draw";

export const pdfRows: BadInput[] = [
  {
    name: 'a whitepaper with a word in Devanagari, which its PDF cannot show',
    // A paragraph put first in the paper's own first section, on the line after its heading.
    arrange: (site) => site.edit(PAPER, PAPER_FIRST_SECTION, '$&\nEvery member hears नमस्ते at the counter.\n'),
    says: [`${PAPER}:${lineOf(PAPER, PAPER_FIRST_SECTION) + 1}: has "न", "म", "स", "्", "त"`, TYPEFACE, 'write the word in Latin letters'],
  },
  {
    name: 'a case study result with a letter in Tamil, which its PDF cannot show',
    arrange: (site) => site.edit(STUDY, '## Results\n- ', '## Results\n- வணக்கம்: '),
    says: [`${STUDY}:${lineOf(STUDY, /^## Results/m) + 1}: has "வ"`, TYPEFACE],
  },
];
