import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support/databases';
import { samplePack, sampleScene } from '../../../test/support/sample-pack';
import { syncContentPack } from './content.repository';
import { createContentService } from './content.service';

describeEachDialect('content from the pack', (getDatabase) => {
  const service = () => createContentService({ db: getDatabase().db, pack: samplePack(), completedSceneIds: async (userId) => (userId === 7 ? [2] : []) });

  it('loads the pack and lists topic types with their scene counts', async () => {
    await syncContentPack(getDatabase().db, samplePack(), '2026-01-01T00:00:00.000Z');
    const { list, total } = await service().topicTypes(1, 20);
    expect(total).toBe(2);
    expect(list.map((t) => [t.key, t.sceneCount])).toEqual([['food-drink', 1], ['travel', 2]]);
  });

  it('loads again idempotently, updating edited scenes and keeping ids', async () => {
    const pack = samplePack();
    pack.scenes[0] = sampleScene({ id: 1, slug: 'ordering-coffee', title: 'Ordering coffee and cake' });
    await syncContentPack(getDatabase().db, pack, '2026-01-02T00:00:00.000Z');
    await syncContentPack(getDatabase().db, pack, '2026-01-03T00:00:00.000Z');
    const scene = await service().scene(1);
    expect(scene.title).toBe('Ordering coffee and cake');
    expect((await service().scenes({}, 1, 50)).total).toBe(3);
  });

  it('hides a scene whose file was removed, and brings it back when restored', async () => {
    const pack = samplePack();
    pack.scenes = pack.scenes.filter((s) => s.id !== 3);
    await syncContentPack(getDatabase().db, pack, '2026-01-04T00:00:00.000Z');
    await expect(service().scene(3)).rejects.toMatchObject({ errCode: 404, message: 'scene 3 not found' });
    await syncContentPack(getDatabase().db, samplePack(), '2026-01-05T00:00:00.000Z');
    expect((await service().scene(3)).slug).toBe('hotel-complaint');
  });

  it('filters scenes by type, level, tag and search, and pages them', async () => {
    const s = service();
    expect((await s.scenes({ topicTypeId: 2 }, 1, 20)).list.map((x) => x.id)).toEqual([2, 3]);
    expect((await s.scenes({ level: 'B1' }, 1, 20)).list.map((x) => x.id)).toEqual([3]);
    expect((await s.scenes({ tag: 'food' }, 1, 20)).list.map((x) => x.id)).toEqual([1]);
    expect((await s.scenes({ search: 'AIRPORT' }, 1, 20)).list.map((x) => x.id)).toEqual([2]);
    const firstPage = await s.scenes({}, 1, 2);
    const secondPage = await s.scenes({}, 2, 2);
    expect(firstPage.total).toBe(3);
    expect([...firstPage.list, ...secondPage.list].map((x) => x.id).sort()).toEqual([1, 2, 3]);
    expect(firstPage.list[0]?.coverUrl).toMatch(/^\/content\/covers\/.+\.svg$/);
  });

  it("gives a scene's opening line, key words and its lines", async () => {
    const s = service();
    const scene = await s.scene(1);
    expect(scene.opening).toBe('Hi! What can I get you?');
    const lines = await s.wordsAndLines(1);
    expect(lines.lines[0]).toEqual({ speaker: 'ai', text: 'Hi! What can I get you?' });
    expect(lines.lines[1]).toEqual({ speaker: 'learner', text: 'A coffee, please.' });
    expect(lines.lines.at(-1)).toEqual({ speaker: 'ai', text: 'Thank you! Have a nice day.' });
  });

  it('lists explorations with their scenes in story order and the learner progress', async () => {
    const { list } = await service().explorations(1, 10, undefined, 7);
    expect(list[0]?.scenes.map((x) => x.id)).toEqual([2, 1]);
    expect(list[0]?.completedSceneIds).toEqual([2]);
    const signedOut = await service().explorations(1, 10, undefined, null);
    expect(signedOut.list[0]?.completedSceneIds).toEqual([]);
  });

  it('serves role avatars as urls on this server', () => {
    expect(service().roles().map((r) => r.headUrl)).toEqual(['/content/avatars/teacher.svg', '/content/avatars/friend.svg']);
  });
});
