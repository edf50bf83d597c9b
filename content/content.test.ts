import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LEVELS, SCENE_LEVELS } from '@parley/contract/common';
import { CONTENT_DIR, ContentError, loadContentPack } from './load-content';

const tempDirs: string[] = [];

/** A copy of the shipped pack (data and images only) in a temporary folder. */
function copyPack(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-content-'));
  tempDirs.push(dir);
  fs.cpSync(CONTENT_DIR, dir, { recursive: true, filter: (src) => !src.endsWith('.ts') && !src.endsWith('.md') });
  return dir;
}

function editJson(file: string, edit: (value: Record<string, unknown>) => void): void {
  const value = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(value);
  fs.writeFileSync(file, JSON.stringify(value, null, 2));
}

function loadError(dir: string): string {
  try {
    loadContentPack(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).message;
  }
  throw new Error('the broken pack was accepted');
}

afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the shipped content pack', () => {
  const pack = loadContentPack();

  it('passes its schema and every cross-reference, with the promised counts', () => {
    expect(pack.scenes.length).toBeGreaterThanOrEqual(40);
    expect(pack.topicTypes.length).toBeGreaterThanOrEqual(12);
    expect(pack.topicTags.length).toBeGreaterThanOrEqual(14);
    expect(pack.explorations.length).toBeGreaterThanOrEqual(10);
    expect(pack.questionBanks.length).toBe(pack.topicTags.length);
  });

  it('returns scenes sorted by id', () => {
    const ids = pack.scenes.map((s) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('spreads scenes over all five levels and every topic type', () => {
    for (const level of SCENE_LEVELS) {
      expect(pack.scenes.filter((s) => s.level === level).length, level).toBeGreaterThanOrEqual(6);
    }
    for (const type of pack.topicTypes) expect(pack.scenes.some((s) => s.topicTypeId === type.id), type.key).toBe(true);
  });

  it('gives every scene 4-7 turns, 4-8 key phrases and 8-15 key words', () => {
    for (const scene of pack.scenes) {
      expect(scene.turns.length, scene.slug).toBeGreaterThanOrEqual(4);
      expect(scene.turns.length, scene.slug).toBeLessThanOrEqual(7);
      expect(scene.keyPhrases.length, scene.slug).toBeGreaterThanOrEqual(4);
      expect(scene.keyPhrases.length, scene.slug).toBeLessThanOrEqual(8);
      expect(scene.keyWords.length, scene.slug).toBeGreaterThanOrEqual(8);
      expect(scene.keyWords.length, scene.slug).toBeLessThanOrEqual(15);
      for (const turn of scene.turns) {
        expect(turn.expected.examples.length, scene.slug).toBeGreaterThanOrEqual(2);
        // Every example reply should itself pass the keyword check it illustrates.
        for (const example of turn.expected.examples) {
          expect(
            turn.expected.keywords.some((k) => example.toLowerCase().includes(k)),
            `${scene.slug}: "${example}" matches none of ${turn.expected.keywords.join(', ')}`,
          ).toBe(true);
        }
      }
    }
  });

  it('keeps A1 lines short and simple', () => {
    for (const scene of pack.scenes.filter((s) => s.level === 'A1')) {
      for (const turn of scene.turns) expect(turn.ai.split(/\s+/).length, `${scene.slug}: ${turn.ai}`).toBeLessThanOrEqual(14);
    }
  });

  it('builds explorations from three to five existing scenes', () => {
    const ids = new Set(pack.scenes.map((s) => s.id));
    for (const exploration of pack.explorations) {
      expect(exploration.sceneIds.length).toBeGreaterThanOrEqual(3);
      expect(exploration.sceneIds.length).toBeLessThanOrEqual(5);
      for (const id of exploration.sceneIds) expect(ids.has(id), `${exploration.slug} -> ${id}`).toBe(true);
    }
  });

  it('has both roles with at least four styles each', () => {
    expect(pack.roles.map((r) => [r.id, r.roleType, r.role])).toEqual([
      [1, 0, 'Teacher'],
      [2, 1, 'Friend'],
    ]);
    expect(pack.roles.find((r) => r.id === 1)?.styles.map((s) => s.key)).toEqual(
      expect.arrayContaining(['patient', 'strict', 'playful', 'exam-coach']),
    );
    expect(pack.roles.find((r) => r.id === 2)?.styles.map((s) => s.key)).toEqual(
      expect.arrayContaining(['casual', 'cheerful', 'curious', 'sarcastic']),
    );
  });

  it('has a question bank per tag with four or more unique questions per role and level', () => {
    for (const tag of pack.topicTags) {
      const bank = pack.questionBanks.find((b) => b.tag === tag.key);
      expect(bank, tag.key).toBeDefined();
      if (!bank) continue;
      for (const level of LEVELS) {
        expect(bank.teacher[level].length).toBeGreaterThanOrEqual(4);
        expect(bank.friend[level].length).toBeGreaterThanOrEqual(4);
      }
      const all = [...Object.values(bank.teacher), ...Object.values(bank.friend)].flat();
      expect(new Set(all).size, `${bank.tag} repeats a question`).toBe(all.length);
    }
  });

  it('ships small SVG images without text, and avatars with a title', () => {
    for (const item of [...pack.scenes, ...pack.explorations]) {
      const svg = fs.readFileSync(path.join(CONTENT_DIR, 'covers', item.cover), 'utf8');
      expect(Buffer.byteLength(svg), item.cover).toBeLessThan(4096);
      expect(svg, item.cover).toMatch(/^<svg [^>]*viewBox="0 0 600 360"/);
      expect(svg, item.cover).not.toMatch(/<text/);
    }
    for (const role of pack.roles) {
      const svg = fs.readFileSync(path.join(CONTENT_DIR, 'avatars', role.headUrl), 'utf8');
      expect(Buffer.byteLength(svg)).toBeLessThan(4096);
      expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
    }
  });
});

describe('a broken content pack', () => {
  it('is refused with one error naming every problem and its file', () => {
    const dir = copyPack();
    // a missing field and an unknown topic type
    editJson(path.join(dir, 'scenes', 'ordering-coffee.json'), (scene) => {
      delete scene.goal;
      scene.topicTypeId = 99;
    });
    // a duplicate id (3 belongs to buying-fruit-at-the-market)
    editJson(path.join(dir, 'scenes', 'meeting-a-new-classmate.json'), (scene) => {
      scene.id = 3;
    });
    // an unknown tag and a turn without examples
    editJson(path.join(dir, 'scenes', 'at-the-bus-stop.json'), (scene) => {
      scene.tags = ['underwater-basket-weaving'];
      const turns = scene.turns as Array<{ expected: { examples: string[] } }>;
      turns[0]!.expected.examples = [];
    });
    // an exploration pointing at a scene that does not exist, and a file that is not JSON
    editJson(path.join(dir, 'explorations', 'a-night-out.json'), (exploration) => {
      exploration.sceneIds = [13, 7, 999];
    });
    fs.writeFileSync(path.join(dir, 'explorations', 'broken.json'), '{ not json');
    // a missing question bank
    fs.rmSync(path.join(dir, 'question-banks', 'music.json'));

    const message = loadError(dir);
    expect(message).toMatch(/^The content pack has \d+ problem/);
    expect(message).toMatch(/scenes\/ordering-coffee\.json: goal: is missing/);
    expect(message).toMatch(/scenes\/ordering-coffee\.json: topicTypeId 99 is not in topic-types\.json/);
    expect(message).toMatch(/scenes\/meeting-a-new-classmate\.json: duplicate scene id 3 \(also in scenes\/buying-fruit-at-the-market\.json\)/);
    expect(message).toMatch(/scenes\/at-the-bus-stop\.json: tag "underwater-basket-weaving" is not in topic-tags\.json/);
    expect(message).toMatch(/scenes\/at-the-bus-stop\.json: turns\.0\.expected\.examples: /);
    expect(message).toMatch(/explorations\/a-night-out\.json: scene 999 does not exist/);
    expect(message).toMatch(/explorations\/broken\.json: /);
    expect(message).toMatch(/question-banks\/music\.json: missing/);
  });

  it('names a missing cover, a cover that is not <slug>.svg and a file named after the wrong slug', () => {
    const dir = copyPack();
    fs.rmSync(path.join(dir, 'covers', 'booking-a-table.svg'));
    editJson(path.join(dir, 'scenes', 'joining-a-gym.json'), (scene) => {
      scene.cover = 'gym.svg';
    });
    fs.renameSync(path.join(dir, 'scenes', 'feeling-sick.json'), path.join(dir, 'scenes', 'ill.json'));
    const message = loadError(dir);
    expect(message).toMatch(/scenes\/booking-a-table\.json: cover covers\/booking-a-table\.svg does not exist/);
    expect(message).toMatch(/scenes\/joining-a-gym\.json: cover: cover must be "<slug>\.svg"/);
    expect(message).toMatch(/scenes\/ill\.json: file name must be scenes\/feeling-sick\.json/);
  });

  it('names repeated questions and upper-case keywords', () => {
    const dir = copyPack();
    editJson(path.join(dir, 'question-banks', 'food.json'), (bank) => {
      const friend = bank.friend as Record<string, string[]>;
      const teacher = bank.teacher as Record<string, string[]>;
      friend.C2!.push(teacher.A1![0]!);
    });
    editJson(path.join(dir, 'scenes', 'ordering-coffee.json'), (scene) => {
      const turns = scene.turns as Array<{ expected: { keywords: string[] } }>;
      turns[0]!.expected.keywords.push('Espresso');
    });
    const message = loadError(dir);
    expect(message).toMatch(/question-banks\/food\.json: friend\.C2\.4: question repeats teacher\.A1\.0/);
    expect(message).toMatch(/scenes\/ordering-coffee\.json: turns\.0\.expected\.keywords\.\d+: keywords must be lower-case/);
  });
});
