import type { Deps } from '../app';
import type { Logger } from './log';

/** What every handler of the Discord layer needs: the use cases' dependencies and a logger. */
export interface BotContext {
  deps: Deps;
  log: Logger;
}
