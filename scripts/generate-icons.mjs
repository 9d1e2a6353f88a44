// Draws the PWA icons (apps/web/public/icons/*.png, checked in) from the logo, apps/web/public/favicon.svg.
// Run it again after the logo changes: `node scripts/generate-icons.mjs`.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// sharp is a server dependency: resolve it the way the server does.
const require = createRequire(fileURLToPath(new URL('../apps/server/package.json', import.meta.url)));
const sharp = require('sharp');

const publicDir = fileURLToPath(new URL('../apps/web/public/', import.meta.url));
const iconsDir = `${publicDir}icons/`;
/** The logo's tile colour (brand-800): the maskable icon's full-bleed background. */
const BRAND = '#3730a3';
/** A maskable icon's safe zone is the centred circle of 80% of its side; the logo takes 60%. */
const MASKABLE_LOGO_SHARE = 0.6;

const logo = readFileSync(`${publicDir}favicon.svg`);

/** The logo rasterised from its vector at `size` px (a density that gives at least that size, then resized). */
function drawLogo(size) {
  const density = Math.ceil((72 * size) / 40) * 2;
  return sharp(logo, { density }).resize(size, size).png();
}

async function writeLogo(name, size) {
  await drawLogo(size).toFile(`${iconsDir}${name}`);
}

async function writeMaskable(name, size) {
  const logoSize = Math.round(size * MASKABLE_LOGO_SHARE);
  const offset = Math.round((size - logoSize) / 2);
  await sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: await drawLogo(logoSize).toBuffer(), left: offset, top: offset }])
    .png()
    .toFile(`${iconsDir}${name}`);
}

/** iOS puts its own rounded mask on a square icon and shows transparency as black: the tile's corners filled. */
async function writeAppleTouch(name, size) {
  await drawLogo(size).flatten({ background: BRAND }).toFile(`${iconsDir}${name}`);
}

mkdirSync(iconsDir, { recursive: true });
await writeLogo('icon-192.png', 192);
await writeLogo('icon-512.png', 512);
await writeMaskable('icon-maskable-512.png', 512);
await writeAppleTouch('apple-touch-icon-180.png', 180);
console.log(`Icons written to ${iconsDir}`);
