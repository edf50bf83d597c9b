// Business constants of spec §9, named after what they mean.
export const PRODUCT_NAME = 'Parley';

/** Every call waits this long unless it says otherwise. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
/** chatByContext: a streamed reply may take as long as the engine's own limit. */
export const CHAT_REQUEST_TIMEOUT_MS = 60_000;
/**
 * translateWithNativeLanguage: the server gives Apertium 10 s, its queue included, and then
 * answers (the translation, or that the translator is busy). The default 10 s gave up just as that
 * answer was on its way: on a busy machine the learner saw "request timed out" instead.
 */
export const TRANSLATE_REQUEST_TIMEOUT_MS = 20_000;

export const PAGE_LOADER_DELAY_MS = 200;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;

export const CHAT_NUM_DEFAULT = 10;
export const CHATROOM_MODE_DEFAULT = 2;
export { DEFAULT_LEVEL } from '@parley/contract/levels';

export const PLAYBACK_RATE_DEFAULT = 1;
/** Saved playback rates that are no longer offered, and what they become. */
export const PLAYBACK_RATE_MIGRATIONS: ReadonlyMap<number, number> = new Map([
  [0.5, 0.8],
  [2, 1.2],
]);

export const DEBOUNCE_MS = 300;
export const THROTTLE_MS = 300;
export const IMAGE_QUALITY = 80;
export const TEXT_INPUT_MAX_LENGTH = 140;
export const TOAST_DURATION_MS = 1500;

export const TAB_BAR_HEIGHT_RPX = 110;
export const TAB_BAR_ICON_PX = 24;
export const TAB_BAR_FONT_PX = 10;
export const DESIGN_WIDTH_RPX = 750;
export const RPX_BASE_DEVICE_WIDTH = 375;
export const RPX_MAX_DEVICE_WIDTH = 960;

export const SWIPER_INTERVAL_MS = 5000;
export const SWIPER_DURATION_MS = 500;
export const SCROLL_THRESHOLD_PX = 50;
export const PULL_TO_REFRESH_THRESHOLD_PX = 45;
export const LONG_PRESS_MS = 350;
export const LONG_PRESS_TOLERANCE_PX = 10;
export const REACH_BOTTOM_THROTTLE_MS = 350;

export const NOT_FOUND_PATH = '/chat/404';
export const FALLBACK_PATH = '/chat/home';
export const SIGN_IN_PATH = '/chat/sign-in';
export const INTRO_PATH = '/chat/intro';
export const TOKEN_STORAGE_KEY = 'parley.token';
/** This device's sign-in tokens per e-mail account (lib/device-tokens.ts). */
export const DEVICE_TOKENS_STORAGE_KEY = 'parley.deviceTokens';

/** The silence that ends a learner's turn in a call: longer than a native speaker's by default. */
export const END_OF_TURN_PAUSE = { defaultMs: 1200, minMs: 600, maxMs: 2500 } as const;
export const clampPause = (ms: number) => Math.min(END_OF_TURN_PAUSE.maxMs, Math.max(END_OF_TURN_PAUSE.minMs, Math.round(ms)));
