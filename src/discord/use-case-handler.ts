// The one shared path from a slash command to a use case: interaction → Caller, options → input,
// run the (synchronous, transactional) use case, send its Outcome.
import type { ChatInputCommandInteraction } from 'discord.js';
import type { Caller, Deps, Outcome } from '../app';
import { callerOf } from './caller';
import type { Handler } from './commands/define';
import { sendOutcome } from './reply';

export type UseCase<I> = (deps: Deps, caller: Caller, input: I) => Promise<Outcome>;

export function useCase<I>(call: UseCase<I>, input: (i: ChatInputCommandInteraction) => I): Handler {
  return async (ctx, i) => {
    const caller = callerOf(i);
    const outcome = await call(ctx.deps, caller, input(i));
    await sendOutcome(i, outcome, {}, ctx);
  };
}

/** For use cases without input. */
export const noInput = (): undefined => undefined;
