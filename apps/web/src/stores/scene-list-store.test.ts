import { beforeEach, describe, expect, it } from 'vitest';
import { addScene, useSceneListStore } from './scene-list-store';

describe('the scene list (spec §3)', () => {
  beforeEach(() => useSceneListStore.setState({ scenes: [] }));

  it('keeps each scene once, newest first', () => {
    let list = addScene([], { id: 1, title: 'Coffee', level: 'A1' });
    list = addScene(list, { id: 2, title: 'Airport', level: 'A2' });
    list = addScene(list, { id: 1, title: 'Coffee', level: 'A1' });
    expect(list.map((s) => s.id)).toEqual([1, 2]);
  });

  it('keeps the latest title and level of a scene seen again', () => {
    const { remember } = useSceneListStore.getState();
    remember({ id: 4, title: 'Bus stop', level: 'A1' });
    remember({ id: 5, title: 'Hotel', level: 'B1' });
    remember({ id: 4, title: 'At the bus stop', level: 'A2' });
    expect(useSceneListStore.getState().scenes).toEqual([
      { id: 4, title: 'At the bus stop', level: 'A2' },
      { id: 5, title: 'Hotel', level: 'B1' },
    ]);
  });

  it('keeps the 30 most recent scenes', () => {
    const { remember } = useSceneListStore.getState();
    for (let id = 1; id <= 35; id += 1) remember({ id, title: `Scene ${id}`, level: 'A1' });
    const ids = useSceneListStore.getState().scenes.map((s) => s.id);
    expect(ids).toHaveLength(30);
    expect(ids[0]).toBe(35);
    expect(ids.at(-1)).toBe(6);
  });

  it('is persisted under parley.scene-list', () => {
    useSceneListStore.getState().remember({ id: 9, title: 'Hotel', level: 'B1' });
    expect(JSON.parse(localStorage.getItem('parley.scene-list') ?? '{}').state.scenes[0]).toMatchObject({ id: 9 });
  });
});
