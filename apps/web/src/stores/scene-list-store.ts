// The scenes the learner has opened (spec §3 "Scene list"): deduplicated by id, newest first,
// persisted.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export interface SeenScene {
  id: number;
  title: string;
  level: string;
}

const MAX_SCENES = 30;

interface SceneListState {
  scenes: SeenScene[];
  remember(scene: SeenScene): void;
}

export function addScene(list: SeenScene[], scene: SeenScene): SeenScene[] {
  return [scene, ...list.filter((s) => s.id !== scene.id)].slice(0, MAX_SCENES);
}

export const useSceneListStore = create<SceneListState>()(
  persist((set, get) => ({ scenes: [], remember: (scene) => set({ scenes: addScene(get().scenes, scene) }) }), { name: 'parley.scene-list', version: 1 }),
);
