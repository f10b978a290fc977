/**
 * Two of marked's inline rules, bounded so that lexing a text takes time in proportion to its
 * length. As marked (18) writes them, GFM's plain-text rule looks ahead from every character for
 * an e-mail address ("[a-z0-9.!#…]+@") to the end of the run of such characters, and its web
 * address rule strips trailing punctuation one character per pass over the address: 40 KB of
 * "_a" took 8 s, an address followed by 20,000 ")" 20 s. Bounded here: an e-mail address's name
 * part is at most 64 characters (as in RFC 5321), and a bare web address ends before a run of
 * more than 32 punctuation marks. Text within those bounds lexes exactly as marked lexes it.
 */
import { Lexer, Tokenizer, type TokenizerObject } from 'marked';

/** The longest name before an e-mail address's "@" that is still looked for. */
export const EMAIL_NAME_MAX = 64;
/** The most punctuation marks (".", ")", "!" …) in a row that a bare web address may hold. */
export const URL_PUNCTUATION_MAX = 32;

const gfm = Lexer.rules.inline.gfm;

/** `rule` with `from` replaced by `to`, which must be in it: a marked that changed its rules fails here, not slowly. */
function rewritten(rule: RegExp, from: string | RegExp, to: string): RegExp {
  const source = rule.source.replace(from, to);
  if (source === rule.source) throw new Error(`marked's inline rule no longer holds ${from}: see site/content-loader/linear-inline.ts`);
  return new RegExp(source, rule.flags);
}

/** The punctuation marked strips from the end of a bare web address (its `_backpedal` rule), as a character class's insides. */
const TRAILING = `?!.,:;*_'"~)`;

/** marked's GFM inline rules, with the two bounds in place. */
export const boundedInlineRules = {
  ...gfm,
  text: rewritten(gfm.text, /\]\+@\)/g, `]{1,${EMAIL_NAME_MAX}}@)`),
  url: rewritten(
    rewritten(gfm.url, '|^[A-Za-z0-9._+-]+(@)', `|^[A-Za-z0-9._+-]{1,${EMAIL_NAME_MAX}}(@)`),
    '[^\\s<]*',
    // What marked takes, but for a long run of the punctuation the address would lose anyway.
    `(?:[^\\s<${TRAILING}]|[${TRAILING}]{1,${URL_PUNCTUATION_MAX}}(?![${TRAILING}]))*`,
  ),
};

/** Runs marked's own tokenizer `name` with the bounded rules in place of its own. */
function bounded<K extends 'inlineText' | 'url'>(name: K) {
  const original = Tokenizer.prototype[name] as (this: Tokenizer, src: string) => ReturnType<Tokenizer[K]>;
  return function (this: Tokenizer, src: string) {
    const own = this.rules.inline;
    this.rules.inline = boundedInlineRules as typeof own;
    try {
      return original.call(this, src);
    } finally {
      this.rules.inline = own;
    }
  };
}

/** The tokenizer overrides that put the bounds in place (marked's `tokenizer` option). */
export const linearInlineTokenizer: TokenizerObject = { inlineText: bounded('inlineText'), url: bounded('url') };
