/**
 * Just enough PNG for the social images: read the size, and write and read one tEXt chunk (the
 * hash of the SVG an image was made from, so a test can tell when an image is out of date).
 */
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

interface Chunk {
  type: string;
  data: Buffer;
  /** Offset just past the chunk's CRC. */
  end: number;
}

function chunks(png: Buffer): Chunk[] {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG file');
  const out: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    out.push({ type, data: png.subarray(at + 8, at + 8 + length), end: at + 12 + length });
    at += 12 + length;
  }
  return out;
}

export function pngSize(png: Buffer): { width: number; height: number } {
  const header = chunks(png)[0];
  if (header.type !== 'IHDR') throw new Error('PNG without IHDR first');
  return { width: header.data.readUInt32BE(0), height: header.data.readUInt32BE(4) };
}

/** The text of the tEXt chunk named `keyword`, if there is one. */
export function pngText(png: Buffer, keyword: string): string | undefined {
  for (const c of chunks(png)) {
    if (c.type !== 'tEXt') continue;
    const nul = c.data.indexOf(0);
    if (c.data.toString('latin1', 0, nul) === keyword) return c.data.toString('latin1', nul + 1);
  }
  return undefined;
}

/** The PNG with a tEXt chunk `keyword` = `text` (Latin-1) right after its header. */
export function withPngText(png: Buffer, keyword: string, text: string): Buffer {
  const data = Buffer.from(`${keyword}\0${text}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  const headerEnd = chunks(png)[0].end;
  return Buffer.concat([png.subarray(0, headerEnd), chunk, png.subarray(headerEnd)]);
}
