import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openSqlite } from '../../db/database';
import { buildTestApp } from '../../../test/support/app';

describe('content calls over the shipped pack', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    app = await buildTestApp(database);
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
});
