/**
 * What an image file holds, by its first bytes, against what its name says. A host sends a file
 * with the type its name gives, and a browser also reads the bytes: a .png that holds an SVG is a
 * drawing opened as a page, unchecked as one. Each format starts with its own signature, so no
 * decoder needs loading; a text that starts with "<" is markup (an SVG drawing or a web page).
 */

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'avif' | 'gif' | 'ico' | 'svg';

/** The image kinds by the endings of their names (in lower case). */
const KIND_BY_ENDING: Record<string, ImageKind> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', webp: 'webp', avif: 'avif', gif: 'gif', ico: 'ico', svg: 'svg' };
const ENDING: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', avif: 'avif', gif: 'gif', ico: 'ico', svg: 'svg' };
const FORMAT: Record<ImageKind, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', avif: 'AVIF', gif: 'GIF', ico: 'ICO', svg: 'SVG' };
const HOLDS: Record<ImageKind, string> = {
  png: 'a PNG', jpeg: 'a JPEG', webp: 'a WebP', avif: 'an AVIF', gif: 'a GIF', ico: 'an ICO icon',
  svg: 'markup (an SVG drawing or a web page), which a browser would open as a page',
};

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

/** The kind of image `bytes` hold, by their signature, or undefined when they are none of these. */
export function kindOf(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (startsWith(bytes, [0, 0, 1, 0])) return 'ico';
  // An ISO media file (ftyp box) whose brands name AVIF: the major brand, or a compatible one.
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const size = Math.min(bytes.length, ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0);
    for (let at = 8; at + 4 <= size; at += 4) if (['avif', 'avis'].includes(ascii(bytes, at, at + 4))) return 'avif';
    return undefined;
  }
  // Markup: after a byte order mark and white space, "<".
  const text = new TextDecoder().decode(bytes.subarray(0, 64)).replace(/^\ufeff?\s*/, '');
  return text.startsWith('<') ? 'svg' : undefined;
}

/** The kind an image file's name says it is, or undefined for a name that is not an image's. */
export const namedKind = (name: string): ImageKind | undefined => KIND_BY_ENDING[name.slice(name.lastIndexOf('.') + 1).toLowerCase()];

/** Why the file `name` does not hold what its name says, or undefined when it does (or its name is not an image's). */
export function kindProblem(name: string, bytes: Uint8Array): string | undefined {
  const named = namedKind(name);
  const found = kindOf(bytes);
  if (!named || found === named) return undefined;
  const ending = name.slice(name.lastIndexOf('.'));
  if (!found) return `is named ${ending} but is not ${HOLDS[named].startsWith('markup') ? 'an SVG drawing' : HOLDS[named]} (nor any other image): export it again as ${FORMAT[named]}`;
  const stem = name.slice(name.lastIndexOf('/') + 1, name.lastIndexOf('.'));
  return `is named ${ending} but holds ${HOLDS[found]}: rename it ${stem}.${ENDING[found]}, or export it again as ${FORMAT[named]}`;
}
