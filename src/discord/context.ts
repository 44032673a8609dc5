import type { Deps } from '../app';
import type { Logger } from '../log';
import type { ButtonTracker } from './stale-buttons';

/** What the bot is started with: the use cases' dependencies and a logger. */
export interface BotServices {
  deps: Deps;
  log: Logger;
}

/** What every handler of the Discord layer needs: the services, and the client's button tracker. */
export interface BotContext extends BotServices {
  buttons: ButtonTracker;
}

/** What a reply that may post public buttons needs: where to log, and the tracker it tells. */
export type Answering = Pick<BotContext, 'log' | 'buttons'>;
