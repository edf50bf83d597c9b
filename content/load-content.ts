// Reads and checks the whole content pack: each file against its schema, then the references
// between files (topic types, tags, scenes of explorations, images, a question bank per tag).
// Throws one error that lists every problem with its file.
//
// References are also checked for files that fail their schema (as far as the fields that matter
// are usable), so one broken scene neither hides its other problems nor makes every exploration
// that uses it report a missing scene.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import {
  explorationSchema,
  questionBankSchema,
  roleSchema,
  sceneSchema,
  topicTagSchema,
  topicTypeSchema,
  type ContentPack,
  type Exploration,
  type QuestionBank,
  type Scene,
} from './content-schema';

/** The folder of the shipped pack: the folder of this module. */
export const CONTENT_DIR = path.resolve(fileURLToPath(new URL('.', import.meta.url)));

/** Thrown by loadContentPack: `problems` holds one line per problem, each starting with its file. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content pack has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** A file of a per-item folder: its raw JSON (for reference checks) and, if valid, its parsed value. */
interface Entry<T> {
  file: string;
  raw: Record<string, unknown>;
  value: T | undefined;
}

const asNumber = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);
const asString = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const asStrings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const asNumbers = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);

/**
 * Reads every file of the pack synchronously, checks each against its schema and the references
 * between files, and returns the pack (scenes and explorations sorted by id).
 * @param dir the pack's folder; defaults to the shipped pack next to this module.
 * @throws ContentError listing every problem, each prefixed with its file.
 */
export function loadContentPack(dir: string = CONTENT_DIR): ContentPack {
  const problems: string[] = [];

  function readJson(file: string): unknown {
    try {
      return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      problems.push(`${file}: ${/ENOENT/.test(reason) ? 'file is missing' : `cannot be read as JSON (${reason})`}`);
      return undefined;
    }
  }

  function check<T>(file: string, schema: z.ZodType<T>, value: unknown): T | undefined {
    if (value === undefined) return undefined;
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
      problems.push(`${file}: ${issue.path.join('.') || '(root)'}: ${missing ? `is missing (${issue.message})` : issue.message}`);
    }
    return undefined;
  }

  function listFiles(folder: string): string[] {
    try {
      return fs
        .readdirSync(path.join(dir, folder))
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => `${folder}/${f}`);
    } catch {
      problems.push(`${folder}/: folder is missing`);
      return [];
    }
  }

  function arrayFile<T>(file: string, schema: z.ZodType<T>): T[] {
    const value = readJson(file);
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      problems.push(`${file}: must be a JSON list`);
      return [];
    }
    return value.flatMap((item, i) => {
      const parsed = check(`${file}[${i}]`, schema, item);
      return parsed ? [parsed] : [];
    });
  }

  function folderFiles<T>(folder: string, schema: z.ZodType<T>): Array<Entry<T>> {
    return listFiles(folder).flatMap((file) => {
      const raw = readJson(file);
      if (raw === undefined) return [];
      const value = check(file, schema, raw);
      const record = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
      return [{ file, raw: record, value }];
    });
  }

  const topicTags = arrayFile('topic-tags.json', topicTagSchema);
  const topicTypes = arrayFile('topic-types.json', topicTypeSchema);
  const roles = arrayFile('roles.json', roleSchema);
  const scenes = folderFiles<Scene>('scenes', sceneSchema);
  const explorations = folderFiles<Exploration>('explorations', explorationSchema);
  const questionBanks = folderFiles<QuestionBank>('question-banks', questionBankSchema);

  function duplicates<T>(items: T[], key: (item: T) => string | number | undefined, describe: (item: T) => string, what: string): void {
    const seen = new Map<string | number, T>();
    for (const item of items) {
      const k = key(item);
      if (k === undefined) continue;
      const first = seen.get(k);
      if (first) problems.push(`${describe(item)}: duplicate ${what} ${k} (also in ${describe(first)})`);
      else seen.set(k, item);
    }
  }
  const fileOf = (e: { file: string }) => e.file;
  duplicates(scenes, (s) => asNumber(s.raw.id), fileOf, 'scene id');
  duplicates(explorations, (e) => asNumber(e.raw.id), fileOf, 'exploration id');
  // Scenes and explorations share the covers/ folder, so their slugs must differ too.
  duplicates([...scenes, ...explorations], (x) => asString(x.raw.slug), fileOf, 'slug');
  duplicates(questionBanks, (b) => asString(b.raw.tag), fileOf, 'question bank for tag');
  duplicates(topicTypes, (t) => t.id, (t) => `topic-types.json (${t.key})`, 'id');
  duplicates(topicTypes, (t) => t.key, (t) => `topic-types.json (id ${t.id})`, 'key');
  duplicates(topicTags, (t) => t.key, (t) => `topic-tags.json (${t.name})`, 'key');
  duplicates(roles, (r) => r.id, (r) => `roles.json (${r.role})`, 'id');

  // Each per-item file is named after its slug (or, for question banks, its tag).
  const naming: Array<[Array<Entry<unknown>>, string, string, string]> = [
    [scenes, 'scenes', 'slug', 'its slug'],
    [explorations, 'explorations', 'slug', 'its slug'],
    [questionBanks, 'question-banks', 'tag', 'its tag'],
  ];
  for (const [entries, folder, field, what] of naming) {
    for (const { file, raw } of entries) {
      const name = asString(raw[field]);
      if (name && file !== `${folder}/${name}.json`) problems.push(`${file}: file name must be ${folder}/${name}.json (${what})`);
    }
  }

  const typeIds = new Set(topicTypes.map((t) => t.id));
  const tagKeys = new Set(topicTags.map((t) => t.key));
  const sceneIds = new Set(scenes.map((s) => asNumber(s.raw.id)).filter((id) => id !== undefined));
  const imageExists = (folder: string, file: string) => fs.existsSync(path.join(dir, folder, file));

  // References from files that failed their schema are checked only if topic-types.json and
  // topic-tags.json themselves loaded (otherwise every reference would be reported).
  for (const { file, raw } of scenes) {
    const typeId = asNumber(raw.topicTypeId);
    if (typeId !== undefined && topicTypes.length > 0 && !typeIds.has(typeId)) problems.push(`${file}: topicTypeId ${typeId} is not in topic-types.json`);
    for (const tag of asStrings(raw.tags)) if (topicTags.length > 0 && !tagKeys.has(tag)) problems.push(`${file}: tag "${tag}" is not in topic-tags.json`);
    const cover = asString(raw.cover);
    if (cover && !imageExists('covers', cover)) problems.push(`${file}: cover covers/${cover} does not exist`);
  }
  for (const { file, raw } of explorations) {
    for (const id of asNumbers(raw.sceneIds)) if (!sceneIds.has(id)) problems.push(`${file}: scene ${id} does not exist`);
    const cover = asString(raw.cover);
    if (cover && !imageExists('covers', cover)) problems.push(`${file}: cover covers/${cover} does not exist`);
  }
  for (const role of roles) if (!imageExists('avatars', role.headUrl)) problems.push(`roles.json: avatar avatars/${role.headUrl} does not exist`);
  for (const [roleId, roleType, name] of [[1, 0, 'Teacher'], [2, 1, 'Friend']] as const) {
    const role = roles.find((r) => r.id === roleId);
    if (!role) problems.push(`roles.json: the ${name} role (id ${roleId}) is missing`);
    else if (role.roleType !== roleType || role.role !== name) problems.push(`roles.json: role id ${roleId} must be ${name} with roleType ${roleType}`);
  }
  const bankTags = new Set(questionBanks.map((b) => asString(b.raw.tag)));
  for (const tag of tagKeys) if (!bankTags.has(tag)) problems.push(`question-banks/${tag}.json: missing (every topic tag needs a question bank)`);
  for (const { file, raw } of questionBanks) {
    const tag = asString(raw.tag);
    if (tag && topicTags.length > 0 && !tagKeys.has(tag)) problems.push(`${file}: tag "${tag}" is not in topic-tags.json`);
  }

  if (problems.length > 0) throw new ContentError(problems);
  const valid = <T>(entries: Array<Entry<T>>): T[] => entries.flatMap((e) => (e.value === undefined ? [] : [e.value]));
  return {
    topicTags,
    topicTypes,
    scenes: valid(scenes).sort((a, b) => a.id - b.id),
    explorations: valid(explorations).sort((a, b) => a.id - b.id),
    questionBanks: valid(questionBanks).sort((a, b) => a.tag.localeCompare(b.tag)),
    roles,
  };
}
