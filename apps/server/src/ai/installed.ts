// Whether an engine's program or data is installed on this machine, asked one way by the code that
// picks engines and by the tests that need them (test/support/engines.ts turns a missing engine
// into a failure in CI and a printed skip elsewhere). The offline engines come from Debian
// packages (scripts/setup.sh installs them); nothing here downloads or starts anything.
import { accessSync, constants, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
export const APERTIUM_MODES_DIR = '/usr/share/apertium/modes';
export const DICTD_DIR = '/usr/share/dictd';

function canAccess(file: string, mode: number): boolean {
  try {
    accessSync(file, mode);
    return true;
  } catch {
    return false;
  }
}

/** True when the file exists and can be read. */
export function isReadable(file: string): boolean {
  return canAccess(file, constants.R_OK);
}

/**
 * The full path of a program on PATH, or the name itself when it is a path; null when it is not
 * there or not executable. PATH is the operating system's search path, not a Parley setting.
 */
export function findExecutable(name: string, searchPath = process.env.PATH ?? '/usr/bin:/bin'): string | null {
  if (name.includes('/')) return canAccess(name, constants.X_OK) ? name : null;
  for (const dir of searchPath.split(delimiter)) {
    if (!dir) continue;
    const full = join(dir, name);
    if (canAccess(full, constants.X_OK)) return full;
  }
  return null;
}

/** The files in a data folder, or none when the folder is missing. */
export function listDataFiles(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

/** The files the PocketSphinx decoder needs from its model folder. */
export function pocketsphinxModelFiles(modelDir = POCKETSPHINX_MODEL_DIR): string[] {
  return [join(modelDir, 'en-us', 'mdef'), join(modelDir, 'en-us.lm.bin'), join(modelDir, 'cmudict-en-us.dict')];
}

interface EngineCheck {
  /** What is missing, for a message. */
  what: string;
  /** How to install it. */
  install: string;
  isInstalled(): boolean;
}

const apertiumPair = (mode: string): EngineCheck => ({
  what: `Apertium with the ${mode} pair`,
  install: `apt-get install apertium apertium-${mode}`,
  isInstalled: () => findExecutable('apertium') !== null && isReadable(join(APERTIUM_MODES_DIR, `${mode}.mode`)),
});

/** A FreeDict dictionary by its pair as Debian names it: "eng-fra" (English→French), "deu-eng" (German→English). */
const freedict = (pair: string): EngineCheck => ({
  what: `the FreeDict ${pair} dictionary`,
  install: `apt-get install dict-freedict-${pair}`,
  isInstalled: () =>
    isReadable(join(DICTD_DIR, `freedict-${pair}.index`)) &&
    (isReadable(join(DICTD_DIR, `freedict-${pair}.dict.dz`)) || isReadable(join(DICTD_DIR, `freedict-${pair}.dict`))),
});

/** The engines the offline defaults and their tests rely on. */
export const ENGINES = {
  pocketsphinx: {
    what: 'pocketsphinx_continuous and its en-US model',
    install: 'apt-get install pocketsphinx pocketsphinx-en-us',
    isInstalled: () => findExecutable('pocketsphinx_continuous') !== null && pocketsphinxModelFiles().every(isReadable),
  },
  ffmpeg: { what: 'ffmpeg', install: 'apt-get install ffmpeg', isInstalled: () => findExecutable('ffmpeg') !== null },
  'apertium-eng-spa': apertiumPair('eng-spa'),
  'freedict-eng-fra': freedict('eng-fra'),
  'freedict-eng-deu': freedict('eng-deu'),
  'freedict-eng-ita': freedict('eng-ita'),
  'freedict-eng-spa': freedict('eng-spa'),
  'freedict-eng-jpn': freedict('eng-jpn'),
  'freedict-eng-tur': freedict('eng-tur'),
  'freedict-eng-ind': freedict('eng-ind'),
  'freedict-swh-eng': freedict('swh-eng'),
  'freedict-afr-eng': freedict('afr-eng'),
} satisfies Record<string, EngineCheck>;

export type EngineName = keyof typeof ENGINES;

const answers = new Map<EngineName, boolean>();

/** Whether the engine is installed; asked once per process (packages do not come and go while it runs). */
export function isEngineInstalled(name: EngineName): boolean {
  let answer = answers.get(name);
  if (answer === undefined) {
    answer = ENGINES[name].isInstalled();
    answers.set(name, answer);
  }
  return answer;
}

/** Why an engine is missing and how to install it, for logs and test failures. */
export function describeMissingEngine(name: EngineName): string {
  const engine = ENGINES[name];
  return `${engine.what} is not installed (${engine.install})`;
}
