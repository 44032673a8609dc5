import type { Deps } from '../app';
import type { Logger } from '../log';
import type { ButtonTracker } from './stale-buttons';
import type { TableKeeper } from './table/table-post';

/** What the bot is started with: the use cases' dependencies and a logger. */
export interface BotServices {
  deps: Deps;
  log: Logger;
}

/**
 * What every handler of the Discord layer needs: the services, the client's button tracker, and its
 * conflict tables (a bot started without them answers as before).
 */
export interface BotContext extends BotServices {
  buttons: ButtonTracker;
  tables?: TableKeeper;
}

/** What a reply that may post public buttons needs: where to log, and the trackers it tells. */
export type Answering = Pick<BotContext, 'log' | 'buttons' | 'tables'>;
