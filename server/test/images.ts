import { readFileSync } from "node:fs";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";

/** One PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG of one colour (real pixels a browser paints). */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Small image files for upload tests: real headers (what magic-byte and size checks read). */
export const testImages = {
  /** The shipped 64×64 logo: a complete PNG a browser can show. */
  png: () => readFileSync(join(import.meta.dirname, "../../web/public/logo.png")),
  /** A JPEG header (SOI, APP0 JFIF, SOF0 with the size, EOI). */
  jpeg: (width = 32, height = 16) =>
    Buffer.from([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0x00,
      0x10,
      0x4a,
      0x46,
      0x49,
      0x46,
      0x00,
      0x01,
      0x01,
      0x00,
      0x00,
      0x01,
      0x00,
      0x01,
      0x00,
      0x00,
      0xff,
      0xc0,
      0x00,
      0x11,
      0x08,
      height >> 8,
      height & 255,
      width >> 8,
      width & 255,
      0x03,
      0x01,
      0x22,
      0x00,
      0x02,
      0x11,
      0x01,
      0x03,
      0x11,
      0x01,
      0xff,
      0xd9,
    ]),
  /** A lossless WebP header (RIFF … WEBP VP8L with the size). */
  webp: (width = 8, height = 4) => {
    const bits = (width - 1) | ((height - 1) << 14);
    const chunk = Buffer.from([0x2f, bits & 255, (bits >> 8) & 255, (bits >> 16) & 255, (bits >> 24) & 255]);
    const body = Buffer.concat([Buffer.from("WEBPVP8L"), Buffer.from([chunk.length, 0, 0, 0]), chunk, Buffer.alloc(1)]);
    return Buffer.concat([Buffer.from("RIFF"), Buffer.from([body.length & 255, body.length >> 8, 0, 0]), body]);
  },
  /**
   * A PNG whose header states `width` × `height` (8-bit grey) with one compressed row of zeros: a few hundred
   * bytes that claim any size, as a decompression bomb would.
   */
  pngOfSize: (width: number, height: number) => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, 0, 0, 0, 0], 8);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk("IHDR", header),
      pngChunk("IDAT", deflateSync(Buffer.alloc(Math.min(width, 4096) + 1))),
      pngChunk("IEND", Buffer.alloc(0)),
    ]);
  },
  /** An .ico with one 16×16 entry. */
  ico: (size = 16) => Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0, size, size, 0, 0, 1, 0, 32, 0, 4, 0, 0, 0, 22, 0, 0, 0]), Buffer.alloc(4)]),
  svg: (inner = '<rect width="120" height="40" fill="#4f46e5"/>', size = 'width="120" height="40"') =>
    Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${size}>${inner}</svg>`),
};
