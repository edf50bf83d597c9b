// Role setup of spec §3, persisted locally: initSetting (native language and experience level,
// default A1), roleInfo (chosen role id and its style list) and the hasInitSet flag.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_LEVEL, LEVELS, type Level } from '@parley/contract/levels';

export interface StyleItem {
  key: string;
  selected: boolean;
}

export interface RoleInfo {
  id: number;
  styleList: StyleItem[];
}

export interface InitSetting {
  nativeLanguage: string;
  experience: { type: string };
}

interface RoleSetupState {
  initSetting: InitSetting | null;
  roleInfo: RoleInfo | null;
  hasInitSet: boolean;
  topics: string[];
  setRole(id: number, styleKeys: string[], selectedKey: string): void;
  setNativeLanguage(nativeLanguage: string): void;
  setLevel(level: string): void;
  setTopics(topics: string[]): void;
  finishInitSetting(): void;
  /** Take the setup saved on the server (a second device gets the same). */
  applyServerSetup(setup: { nativeLanguage: string | null; level: string; topics: string[]; roleId: number | null; roleStyle: string | null; styleKeys?: string[] }): void;
  reset(): void;
}

/** The stored level, DEFAULT_LEVEL (A1) when missing or unknown (spec §5). */
export function readLevel(initSetting: InitSetting | null | undefined): Level {
  const type = initSetting?.experience?.type;
  return (LEVELS as readonly string[]).includes(type ?? '') ? (type as Level) : DEFAULT_LEVEL;
}

const EMPTY = { initSetting: null, roleInfo: null, hasInitSet: false, topics: [] as string[] };

export const useRoleSetupStore = create<RoleSetupState>()(
  persist(
    (set, get) => ({
      ...EMPTY,
      setRole: (id, styleKeys, selectedKey) =>
        set({ roleInfo: { id, styleList: styleKeys.map((key) => ({ key, selected: key === selectedKey })) } }),
      setNativeLanguage: (nativeLanguage) =>
        set({ initSetting: { nativeLanguage, experience: { type: readLevel(get().initSetting) } } }),
      setLevel: (level) =>
        set({ initSetting: { nativeLanguage: get().initSetting?.nativeLanguage ?? '', experience: { type: level } } }),
      setTopics: (topics) => set({ topics }),
      finishInitSetting: () => set({ hasInitSet: true }),
      applyServerSetup: ({ nativeLanguage, level, topics, roleId, roleStyle, styleKeys }) => {
        const next: Partial<RoleSetupState> = { topics };
        if (nativeLanguage) {
          next.initSetting = { nativeLanguage, experience: { type: level || DEFAULT_LEVEL } };
          next.hasInitSet = true;
        }
        if (roleId && roleStyle) {
          const keys = styleKeys && styleKeys.length > 0 ? styleKeys : [roleStyle];
          next.roleInfo = { id: roleId, styleList: keys.map((key) => ({ key, selected: key === roleStyle })) };
        }
        set(next);
      },
      reset: () => set(EMPTY),
    }),
    { name: 'parley.role-setup', version: 1 },
  ),
);
