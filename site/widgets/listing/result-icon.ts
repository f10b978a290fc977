/**
 * The icon beside each Results bullet of a case study, chosen by its wording (docs/site.md §8).
 * The order matters: a line that says something rose is growth even if it also names a period or
 * a group of people ("Repeat loans rose 28% in the first 12 months"); money comes before time
 * ("Monthly cloud spend fell 30% over two quarters"); time before people ("Payouts reached dealers
 * 40% faster"). The icon is decorative: the sentence carries the meaning.
 */
import type { IconName } from '../../model/icons.ts';

export type ResultIcon = Extract<IconName, 'trend-up' | 'coins' | 'clock' | 'users' | 'check'>;

const rules: [RegExp, ResultIcon][] = [
  [/\b(up|increased?|increases|growth|grew|grow|rose|rise|rises|climbed|higher|more|doubled|tripled|improved|gain(ed)?)\b/i, 'trend-up'],
  [/\b(costs?|saving|savings|saved|spend|budget|₹)/i, 'coins'],
  [/\b(faster|quicker|time|minutes?|hours?|days|weeks|instantly|turnaround|mttr|lag)\b/i, 'clock'],
  [/\b(people|dealers?|retailers?|customers?|members?|employees?|borrowers?|agents?|partners?|electricians?|clients?|users?|staff)\b/i, 'users'],
];

export function resultIcon(text: string): ResultIcon {
  return rules.find(([pattern]) => pattern.test(text))?.[1] ?? 'check';
}
