// A conversation engine that can be replaced while the server runs: a model that `npm run
// model:pull` finishes is switched in without a restart (issue 17). Every caller holds this one
// object; each call goes to the engine current when it starts, so a reply already streaming
// finishes on the engine it began on.
import type { ConversationEngine } from './types';
import type { EngineChoice } from './index';

export interface SwitchableEngine extends ConversationEngine {
  /** Loads the new engine's model, then puts it in place and frees the old one's. */
  switchTo(next: EngineChoice): Promise<void>;
  close(): Promise<void>;
}

export function createSwitchableEngine(initial: EngineChoice): SwitchableEngine {
  let current = initial;
  let isClosed = false;
  const engine = () => current.engine;
  return {
    reply: (context) => engine().reply(context),
    opening: (context) => engine().opening(context),
    // Optional abilities follow the current engine: callers test for them before each use.
    get hints() {
      const hints = engine().hints?.bind(engine());
      return hints;
    },
    get isUnsafe() {
      const isUnsafe = engine().isUnsafe?.bind(engine());
      return isUnsafe;
    },
    describe: () => engine().describe(),
    async switchTo(next) {
      await next.warmUp?.();
      if (isClosed) {
        await next.close?.();
        return;
      }
      const previous = current;
      current = next;
      // Calls already running on the old engine hold their own references; new ones go to the new.
      await previous.close?.();
    },
    async close() {
      isClosed = true;
      await current.close?.();
    },
  };
}
