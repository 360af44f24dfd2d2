// Draws desktop/assets/icon.png (512×512, RGBA): a blue rounded square with a white three-unit server rack.
// electron-builder derives the .ico (Windows) and .icns (macOS) from it. Run: node desktop/scripts/make-icon.mjs
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const SIZE = 512;
const pixels = Buffer.alloc(SIZE * SIZE * 4);

const inRoundedRect = (x, y, left, top, right, bottom, radius) => {
  if (x < left || x >= right || y < top || y >= bottom) return false;
  const cx = Math.min(Math.max(x, left + radius), right - radius);
  const cy = Math.min(Math.max(y, top + radius), bottom - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
};

for (let y = 0; y < SIZE; y++) {
  for (let x = 0; x < SIZE; x++) {
    const i = (y * SIZE + x) * 4;
    if (!inRoundedRect(x + 0.5, y + 0.5, 16, 16, 496, 496, 96)) continue;
    const t = (x + y) / (2 * SIZE); // diagonal gradient
    let [r, g, b] = [Math.round(37 + 30 * t), Math.round(99 - 40 * t), Math.round(235 - 40 * t)];
    for (let unit = 0; unit < 3; unit++) {
      const top = 120 + unit * 100;
      if (inRoundedRect(x + 0.5, y + 0.5, 112, top, 400, top + 72, 18)) {
        [r, g, b] = [255, 255, 255];
        const led = (x - 160) ** 2 + (y - (top + 36)) ** 2 <= 12 ** 2;
        const slot = x >= 230 && x < 360 && Math.abs(y - (top + 36)) <= 5;
        if (led) [r, g, b] = [34, 197, 94];
        else if (slot) [r, g, b] = [148, 163, 184];
      }
    }
    pixels[i] = r;
    pixels[i + 1] = g;
    pixels[i + 2] = b;
    pixels[i + 3] = 255;
  }
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header[8] = 8; // bit depth
header[9] = 6; // RGBA
const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1));
for (let y = 0; y < SIZE; y++) pixels.copy(raw, y * (SIZE * 4 + 1) + 1, y * SIZE * 4, (y + 1) * SIZE * 4);

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk("IHDR", header),
  chunk("IDAT", deflateSync(raw, { level: 9 })),
  chunk("IEND", Buffer.alloc(0)),
]);
writeFileSync(new URL("../assets/icon.png", import.meta.url), png);
console.log(`desktop/assets/icon.png: ${SIZE}×${SIZE}, ${png.length} bytes`);
