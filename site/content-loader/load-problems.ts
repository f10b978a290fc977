/**
 * Why a content file could not be read, said the way a writer can act on it: a file that is not
 * UTF-8 text, and the line of its first byte that is not. (A YAML file's syntax errors: yaml-data.ts.)
 */
import { isUtf8 } from 'node:buffer';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A file's bytes as text (a leading byte order mark dropped), or the line of its first byte that
 * is not UTF-8 and what to do about it.
 */
export function decodeUtf8(bytes: Uint8Array): { text: string } | { line: number; message: string } {
  // Latin letters in UTF-16 are each a letter and a zero byte: valid UTF-8, but not the text.
  const utf16 = { line: 1, message: 'is saved as UTF-16: save it as UTF-8' };
  if (bytes.includes(0)) return looksLikeUtf16(bytes) ? utf16 : { line: lineOf(bytes, bytes.indexOf(0)), message: 'holds a zero byte on this line, which no text file does (is it a copy of another kind of file?): save it as UTF-8 text' };
  try {
    return { text: strictUtf8.decode(bytes) };
  } catch {
    if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return utf16;
    // A newline byte never occurs inside a UTF-8 sequence, so each line can be judged alone.
    let line = 1;
    for (let start = 0; start <= bytes.length; line++) {
      const end = bytes.indexOf(0x0a, start);
      if (!isUtf8(bytes.subarray(start, end < 0 ? bytes.length : end))) break;
      if (end < 0) break;
      start = end + 1;
    }
    return { line, message: 'holds bytes on this line that are not UTF-8 text (saved as Latin-1 or Windows-1252?): save the file as UTF-8' };
  }
}

/** Whether zero bytes fill most of the even or most of the odd places, as Latin text in UTF-16 does. */
function looksLikeUtf16(bytes: Uint8Array): boolean {
  const zeros = [0, 0];
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 0) zeros[i % 2]++;
  return Math.max(...zeros) * 4 >= bytes.length;
}

/** The line, counted from 1, that the byte at `index` is on. */
const lineOf = (bytes: Uint8Array, index: number) => bytes.subarray(0, index).filter((b) => b === 0x0a).length + 1;
