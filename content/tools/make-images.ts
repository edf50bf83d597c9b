// Draws the shipped images of the content pack, with no text in them (the app adds text):
//  - covers/<slug>.svg for every scene: the topic type's colour as a gradient, the type's pictogram,
//    and a per-scene variation (position, size, accent colour, backdrop shapes) seeded by the scene id;
//  - covers/<slug>.svg for every exploration: the pictograms of its scenes' topic types side by side;
//  - avatars/teacher.svg and avatars/friend.svg: flat faces with a <title>.
// Run from the repo root: npx tsx content/tools/make-images.ts
// It reads the JSON files directly (not loadContentPack), so it also works for a new scene whose
// cover does not exist yet.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Exploration, Role, Scene, TopicType } from '../content-schema';

const CONTENT_DIR = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** One pictogram per topic-type key, drawn around (0,0) in a box of about 150×130, in white. */
export const PICTOGRAMS: Record<string, string> = {
  // a cup with steam
  'food-drink':
    '<path d="M-40-30h64v40a32 32 0 0 1-64 0z" fill="#fff"/><path d="M24-18h10a14 14 0 0 1 0 28H22" fill="none" stroke="#fff" stroke-width="8"/><path d="M-26-48q6-10 0-20M-6-48q6-10 0-20" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>',
  // a plane
  travel:
    '<path d="M-70 6l50-6 30-50h14l-14 50 40-4 12-16h10l-6 24 6 24h-10l-12-16-40-4 14 50h-14l-30-50-50-6z" fill="#fff"/>',
  // a stethoscope
  health:
    '<path d="M-34-52v30a34 34 0 0 0 68 0v-30" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round"/><path d="M0 12v18a26 26 0 0 0 52 0v-8" fill="none" stroke="#fff" stroke-width="9"/><circle cx="52" cy="10" r="16" fill="#fff"/><circle cx="52" cy="10" r="6" fill-opacity=".3"/>',
  // a briefcase
  'work-career':
    '<rect x="-60" y="-30" width="120" height="80" rx="10" fill="#fff"/><path d="M-22-30v-14a8 8 0 0 1 8-8h28a8 8 0 0 1 8 8v14" fill="none" stroke="#fff" stroke-width="8"/><rect x="-60" y="0" width="120" height="8" fill-opacity=".25"/>',
  // a house
  'home-housing':
    '<path d="M-60 0l60-52 60 52v52h-120z" fill="#fff"/><rect x="-14" y="16" width="28" height="36" fill-opacity=".3"/><rect x="24" y="-52" width="14" height="30" fill="#fff"/>',
  // two speech bubbles
  'social-life':
    '<path d="M-64-40h80a12 12 0 0 1 12 12v36a12 12 0 0 1-12 12h-44l-24 18v-18h-12a12 12 0 0 1-12-12v-36a12 12 0 0 1 12-12z" fill="#fff"/><path d="M-4-8h68a10 10 0 0 1 10 10v30a10 10 0 0 1-10 10h-8v14l-18-14h-42a10 10 0 0 1-10-10z" fill="#fff" fill-opacity=".75"/>',
  // a shopping cart
  shopping:
    '<path d="M-56-40h16l14 64h64l12-46h-84" fill="none" stroke="#fff" stroke-width="9" stroke-linejoin="round"/><circle cx="-16" cy="44" r="9" fill="#fff"/><circle cx="30" cy="44" r="9" fill="#fff"/>',
  // a graduation cap over a book
  education:
    '<path d="M-70-10l70-34 70 34-70 34z" fill="#fff"/><path d="M-40 6v28c20 16 60 16 80 0v-28l-40 20z" fill="#fff" fill-opacity=".8"/><path d="M62-6v40" stroke="#fff" stroke-width="6"/>',
  // a wrench
  'services-errands':
    '<path d="M-44 40l50-50a26 26 0 0 1 34-34l-18 18 6 14 14 6 18-18a26 26 0 0 1-34 34l-50 50z" fill="#fff"/>',
  // a film screen with a play button
  entertainment:
    '<rect x="-62" y="-40" width="124" height="84" rx="10" fill="#fff"/><path d="M-14-18l36 20-36 20z" fill-opacity=".45"/><path d="M-62-26h124M-62 30h124" stroke-opacity=".2" stroke="#000" stroke-width="4" stroke-dasharray="8 8"/>',
  // a laptop
  technology:
    '<rect x="-54" y="-44" width="108" height="70" rx="8" fill="#fff"/><path d="M-70 36h140l-10 14h-120z" fill="#fff"/><rect x="-44" y="-34" width="88" height="50" fill-opacity=".25"/>',
  // a siren
  emergencies:
    '<path d="M-40 40v-30a40 40 0 0 1 80 0v30z" fill="#fff"/><rect x="-54" y="40" width="108" height="14" rx="4" fill="#fff"/><path d="M0-60v-14M-44-44l-10-10M44-44l10-10" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
};

const FALLBACK = PICTOGRAMS.travel!;
const ACCENTS = ['#fde68a', '#a7f3d0', '#bfdbfe', '#fbcfe8', '#fed7aa', '#ddd6fe', '#fecaca', '#99f6e4'];

function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * factor)));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function frame(color: string, seed: number, body: string): string {
  const accent = ACCENTS[seed % ACCENTS.length]!;
  const dots = Array.from({ length: 5 }, (_, i) => {
    const cx = (seed * 97 + i * 131) % 600;
    const cy = (seed * 61 + i * 83) % 360;
    const r = 8 + ((seed + i * 7) % 22);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i % 2 ? accent : '#fff'}" fill-opacity=".16"/>`;
  }).join('');
  // a soft hill along the bottom, its height varied by the seed
  const h = 300 + (seed % 5) * 8;
  const hill = `<path d="M0 ${h}Q${150 + (seed % 7) * 30} ${h - 60} 600 ${h + 10}V360H0z" fill="#fff" fill-opacity=".1"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 360" aria-hidden="true"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(color, 1.15)}"/><stop offset="1" stop-color="${shade(color, 0.7)}"/></linearGradient></defs><rect width="600" height="360" fill="url(#g)"/>${dots}${hill}${body}</svg>\n`;
}

/** A scene cover: one pictogram with a per-scene position, size and accent. */
export function drawSceneCover(color: string, typeKey: string, seed: number): string {
  const accent = ACCENTS[seed % ACCENTS.length]!;
  const x = 300 + ((seed * 37) % 140) - 70;
  const y = 176 + ((seed * 53) % 32) - 16;
  const scale = r1(1.25 + ((seed * 17) % 5) / 10);
  const disc = r1(84 * scale);
  const body =
    `<circle cx="${x}" cy="${y}" r="${disc}" fill="#000" fill-opacity=".12"/>` +
    `<circle cx="${x}" cy="${y}" r="${disc}" fill="none" stroke="${accent}" stroke-width="6" stroke-dasharray="${12 + (seed % 4) * 6} 14" stroke-opacity=".8"/>` +
    `<circle cx="${x + r1(disc * 0.72)}" cy="${y - r1(disc * 0.72)}" r="${14 + (seed % 3) * 3}" fill="${accent}"/>` +
    `<g transform="translate(${x} ${y}) scale(${scale})">${PICTOGRAMS[typeKey] ?? FALLBACK}</g>`;
  return frame(color, seed, body);
}

/** An exploration cover: the pictograms of its scenes (up to three distinct types) along a path. */
export function drawExplorationCover(color: string, typeKeys: string[], seed: number): string {
  const keys = [...new Set(typeKeys)].slice(0, 3);
  const accent = ACCENTS[seed % ACCENTS.length]!;
  const step = 600 / (keys.length + 1);
  const points = keys.map((_, i) => ({ x: Math.round(step * (i + 1)), y: 180 + (i % 2 ? 22 : -22) }));
  const route = `<path d="M${points.map((p) => `${p.x} ${p.y}`).join('L')}" fill="none" stroke="${accent}" stroke-width="6" stroke-dasharray="4 14" stroke-linecap="round"/>`;
  const scale = keys.length === 1 ? 1.5 : keys.length === 2 ? 1 : 0.8;
  const stops = keys
    .map((key, i) => {
      const p = points[i]!;
      return `<circle cx="${p.x}" cy="${p.y}" r="${r1(88 * scale)}" fill="#000" fill-opacity=".14"/><g transform="translate(${p.x} ${p.y}) scale(${scale})">${PICTOGRAMS[key] ?? FALLBACK}</g>`;
    })
    .join('');
  return frame(color, seed, route + stops);
}

export const AVATARS: Record<string, string> = {
  'teacher.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-labelledby="t"><title id="t">Ms. Rivera, the teacher</title><circle cx="64" cy="64" r="64" fill="#dbeafe"/><path d="M24 118c4-22 20-34 40-34s36 12 40 34" fill="#1e3a8a"/><path d="M52 84h24l-12 16z" fill="#fff"/><path d="M36 62c-4 18 0 30 6 36h44c6-6 10-18 6-36z" fill="#5b3a29"/><circle cx="64" cy="56" r="26" fill="#f2c9a5"/><path d="M36 58c-2-22 10-36 28-36s30 12 28 36c-4-10-12-18-28-20-14 2-22 10-28 20z" fill="#5b3a29"/><circle cx="54" cy="58" r="8" fill="none" stroke="#1f2937" stroke-width="2.5"/><circle cx="74" cy="58" r="8" fill="none" stroke="#1f2937" stroke-width="2.5"/><path d="M62 58h4" stroke="#1f2937" stroke-width="2.5"/><circle cx="54" cy="58" r="2.5" fill="#1f2937"/><circle cx="74" cy="58" r="2.5" fill="#1f2937"/><path d="M56 70q8 6 16 0" fill="none" stroke="#9a3412" stroke-width="2.5" stroke-linecap="round"/></svg>\n',
  'friend.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-labelledby="t"><title id="t">Sam, the friend</title><circle cx="64" cy="64" r="64" fill="#fde68a"/><path d="M22 120c4-24 22-36 42-36s38 12 42 36" fill="#f97316"/><path d="M50 86q14 10 28 0" fill="none" stroke="#fff" stroke-width="4"/><circle cx="64" cy="56" r="26" fill="#c68b59"/><path d="M38 50c0-18 12-28 26-28 16 0 28 8 28 26-8-6-16-8-26-8-10 0-20 4-28 10z" fill="#1f2937"/><path d="M36 44c6-16 50-20 58-2l8 4h-68z" fill="#0ea5e9"/><circle cx="55" cy="58" r="3" fill="#1f2937"/><circle cx="73" cy="58" r="3" fill="#1f2937"/><path d="M52 68q12 12 24 0" fill="#fff" stroke="#7c2d12" stroke-width="2.5" stroke-linejoin="round"/><circle cx="48" cy="66" r="4" fill="#f59e0b" opacity=".45"/><circle cx="80" cy="66" r="4" fill="#f59e0b" opacity=".45"/></svg>\n',
};

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8')) as T;
}

function jsonFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(CONTENT_DIR, folder))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => `${folder}/${f}`);
}

export function main(): void {
  const types = readJson<TopicType[]>('topic-types.json');
  const typeById = new Map(types.map((t) => [t.id, t]));
  const fallbackType = types[0];
  if (!fallbackType) throw new Error('topic-types.json is empty');
  const sceneById = new Map<number, Scene>();
  const out = new Map<string, string>();

  for (const file of jsonFiles('scenes')) {
    const scene = readJson<Scene>(file);
    sceneById.set(scene.id, scene);
    const type = typeById.get(scene.topicTypeId) ?? fallbackType;
    out.set(`covers/${scene.cover}`, drawSceneCover(type.color, type.key, scene.id));
  }
  for (const file of jsonFiles('explorations')) {
    const exploration = readJson<Exploration>(file);
    const sceneTypes = exploration.sceneIds.map((id) => typeById.get(sceneById.get(id)?.topicTypeId ?? 0) ?? fallbackType);
    const main = sceneTypes[0] ?? fallbackType;
    out.set(
      `covers/${exploration.cover}`,
      drawExplorationCover(shade(main.color, 0.9), sceneTypes.map((t) => t.key), 1000 + exploration.id),
    );
  }
  const roles = readJson<Role[]>('roles.json');
  for (const role of roles) {
    const avatar = AVATARS[role.headUrl];
    if (avatar) out.set(`avatars/${role.headUrl}`, avatar);
  }

  for (const folder of ['covers', 'avatars']) fs.mkdirSync(path.join(CONTENT_DIR, folder), { recursive: true });
  let largest = 0;
  for (const [file, svg] of out) {
    fs.writeFileSync(path.join(CONTENT_DIR, file), svg);
    largest = Math.max(largest, Buffer.byteLength(svg));
  }
  // Covers that no scene or exploration uses any more.
  const stale = fs.readdirSync(path.join(CONTENT_DIR, 'covers')).filter((f) => !out.has(`covers/${f}`));
  console.log(`wrote ${out.size} images (largest ${largest} bytes)${stale.length ? `; unused covers: ${stale.join(', ')}` : ''}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
