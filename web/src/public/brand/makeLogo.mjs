// Generates web/public/logo.png (64x64) and web/public/favicon.png (32x32): a ringed planet on an
// indigo-to-violet rounded square. No dependencies: pixels are supersampled and written as a PNG by hand.
// Run: node web/src/public/brand/makeLogo.mjs
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";
import { fileURLToPath } from "node:url";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = [];
  for (let y = 0; y < size; y++) rows.push(Buffer.from([0]), rgba.subarray(y * size * 4, (y + 1) * size * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);
const INDIGO = [79, 70, 229];
const VIOLET = [124, 58, 237];
const WHITE = [255, 255, 255];
const PALE = [199, 210, 254];

/** Colour (with alpha) of the logo at a point of the unit square [0,1]². */
function sample(u, v) {
  const x = u * 64;
  const y = v * 64;
  const r = 14; // corner radius
  const cx = Math.min(Math.max(x, r), 64 - r);
  const cy = Math.min(Math.max(y, r), 64 - r);
  if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return [0, 0, 0, 0];
  let color = mix(INDIGO, VIOLET, (u + v) / 2);
  // a small star
  if ((x - 50) ** 2 + (y - 14) ** 2 < 2.2) color = WHITE;
  if ((x - 14) ** 2 + (y - 50) ** 2 < 1.2) color = PALE;
  // ring: ellipse tilted by -25°, radii 23 x 7, stroke 3.2
  const angle = (-25 * Math.PI) / 180;
  const dx = x - 32;
  const dy = y - 33;
  const rx = dx * Math.cos(angle) + dy * Math.sin(angle);
  const ry = -dx * Math.sin(angle) + dy * Math.cos(angle);
  const d = Math.sqrt((rx / 23) ** 2 + (ry / 7) ** 2);
  const onRing = Math.abs(d - 1) * 7 < 1.6;
  const inPlanet = dx * dx + dy * dy < 12.5 ** 2;
  if (onRing && ry < 0) color = PALE; // behind the planet
  if (inPlanet) {
    const shade = Math.max(0, Math.min(1, (dx + dy + 12) / 30));
    color = mix(WHITE, [224, 231, 255], shade);
  }
  if (onRing && ry >= 0) color = WHITE; // in front of the planet
  return [...color, 255];
}

function render(size) {
  const rgba = Buffer.alloc(size * size * 4);
  const ss = 6;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const [r, g, b, a] = sample((px + (sx + 0.5) / ss) / size, (py + (sy + 0.5) / ss) / size);
          acc[0] += r * a;
          acc[1] += g * a;
          acc[2] += b * a;
          acc[3] += a;
        }
      }
      const i = (py * size + px) * 4;
      const alpha = acc[3] / (ss * ss);
      rgba[i] = acc[3] ? Math.round(acc[0] / acc[3]) : 0;
      rgba[i + 1] = acc[3] ? Math.round(acc[1] / acc[3]) : 0;
      rgba[i + 2] = acc[3] ? Math.round(acc[2] / acc[3]) : 0;
      rgba[i + 3] = Math.round(alpha);
    }
  }
  return png(size, rgba);
}

const publicDir = fileURLToPath(new URL("../../../public/", import.meta.url));
writeFileSync(`${publicDir}logo.png`, render(64));
writeFileSync(`${publicDir}favicon.png`, render(32));
console.log(`wrote ${publicDir}logo.png and favicon.png`);
