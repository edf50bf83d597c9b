import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppInMemory } from '../../../test/support/app';
import { hasEngines } from '../../../test/support/engines';

describe('content calls over the shipped pack', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestAppInMemory();
  });
  afterAll(async () => {
    await app.close();
  });
  const get = (url: string) => app.inject({ method: 'GET', url }).then((r) => r.json());

  it('lists the two roles with avatars served by this server', async () => {
    const res = (await app.inject({ method: 'POST', url: '/api/transform/v1/getRoles' })).json();
    expect(res.data.list.map((r: { id: number; roleType: number }) => [r.id, r.roleType])).toEqual([
      [1, 0],
      [2, 1],
    ]);
    const avatar = await app.inject({ method: 'GET', url: res.data.list[0].headUrl });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toMatch(/svg/);
  });

  it('never serves the data files as static content', async () => {
    for (const url of ['/content/roles.json', '/content/scenes/ordering-coffee.json', '/content/load-content.ts', '/content/../package.json']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).not.toBe(200);
    }
  });

  it('answers topics, topic types, paged scenes, a scene, its words and lines, and explorations', async () => {
    expect((await get('/api/transform/v1/getTopicList')).data.total).toBeGreaterThanOrEqual(12);
    const types = (await get('/api/aiTopic/v1/getSceneTopicTypeBaseList')).data;
    expect(types.total).toBeGreaterThanOrEqual(12);
    const page1 = (await get('/api/aiTopic/v1/getSceneTopicBaseList?pageSize=10&page=1')).data;
    const page5 = (await get('/api/aiTopic/v1/getSceneTopicBaseList?pageSize=10&page=5')).data;
    expect(page1.total).toBeGreaterThanOrEqual(40);
    expect(page1.list).toHaveLength(10);
    expect(page5.list).toHaveLength(0);
    const a1 = (await get('/api/aiTopic/v1/getSceneTopicBaseList?level=A1&pageSize=100')).data;
    expect(a1.list.every((s: { level: string }) => s.level === 'A1')).toBe(true);
    const scene = (await get(`/api/aiTopic/v1/getTopicSceneItem?id=${page1.list[0].id}`)).data;
    expect(scene.keyWords.length).toBeGreaterThanOrEqual(8);
    const lines = (await get(`/api/aiTopic/v1/getWordsAndLinesList?id=${scene.id}`)).data;
    expect(lines.lines[0].speaker).toBe('ai');
    const explorations = (await get('/api/aiTopic/v1/getExplorationList')).data;
    expect(explorations.total).toBeGreaterThanOrEqual(10);
    expect(explorations.list[0].scenes.length).toBeGreaterThanOrEqual(3);
  });

  it('pages the topic list like the other lists, and gives every topic when asked without a page', async () => {
    const all = (await get('/api/transform/v1/getTopicList')).data;
    expect(all.list).toHaveLength(all.total);
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.total / 5); page += 1) {
      const data = (await get(`/api/transform/v1/getTopicList?page=${page}&pageSize=5`)).data;
      expect(data.total).toBe(all.total);
      expect(data.list.length).toBeLessThanOrEqual(5);
      pages.push(...data.list);
    }
    expect(pages).toEqual(all.list);
    expect((await get(`/api/transform/v1/getTopicList?page=${Math.ceil(all.total / 5) + 1}&pageSize=5`)).data.list).toEqual([]);
    expect(await get('/api/transform/v1/getTopicList?pageSize=101')).toMatchObject({ errCode: 400 });
    expect(await get('/api/transform/v1/getTopicList?page=0')).toMatchObject({ errCode: 400 });
  });

  it('pages explorations, each exploration on exactly one page', async () => {
    const first = (await get('/api/aiTopic/v1/getExplorationList?page=1&pageSize=4')).data;
    const ids: number[] = first.list.map((e: { id: number }) => e.id);
    for (let page = 2; page <= Math.ceil(first.total / 4); page += 1) {
      ids.push(...(await get(`/api/aiTopic/v1/getExplorationList?page=${page}&pageSize=4`)).data.list.map((e: { id: number }) => e.id));
    }
    expect(first.list).toHaveLength(4);
    expect(new Set(ids).size).toBe(first.total);
  });

  it('answers unknown scenes and bad ids clearly', async () => {
    expect(await get('/api/aiTopic/v1/getTopicSceneItem?id=99999')).toMatchObject({ errCode: 404 });
    expect(await get('/api/aiTopic/v1/getTopicSceneItem?id=abc')).toMatchObject({ errCode: 400 });
    expect(await get('/api/aiTopic/v1/getSceneTopicBaseList?level=Z9')).toMatchObject({ errCode: 400 });
  });

  it('serves public configuration: version, contact address and capabilities', async () => {
    expect((await get('/api/common/v1/getByKey?key=version')).data.value).toBe('1.0.0');
    expect((await get('/api/common/v1/getByKey?key=contactEmail')).data.value).toBe('support@parley.local');
    const caps = (await get('/api/common/v1/getByKey?key=capabilities')).data.value;
    expect(caps.conversation.engine).toBe('practice-partner');
    expect(caps.grammar.available).toBe(true);
    expect(caps.translation.pairs.length).toBeGreaterThan(0);
  });

  // The set-up installs Apertium eng-spa and FreeDict eng-fra; the list must say which is which.
  it.runIf(hasEngines('apertium-eng-spa', 'freedict-eng-fra'))(
    'lists en→es as a translation and en→fr as a word-by-word gloss',
    async () => {
      const { pairs } = (await get('/api/common/v1/getByKey?key=capabilities')).data.value.translation;
      expect(pairs).toContainEqual({ source: 'en', target: 'es', kind: 'translation' });
      expect(pairs).toContainEqual({ source: 'en', target: 'fr', kind: 'gloss' });
      expect(pairs).not.toContainEqual({ source: 'en', target: 'fr', kind: 'translation' });
    },
  );
});
