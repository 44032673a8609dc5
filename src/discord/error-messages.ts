// One sentence per refusal code. The mapped type makes a new code without a sentence a type error.
import { AppError, type ErrorCode } from '../app';
import { RuleError } from '../rules';
import { SystemError } from '../rules/systems';
import { CONFLICT_SENTENCES } from './conflict-sentences';
import { Refusal, type RefusalCode } from './refusal';

export type BotErrorCode = ErrorCode | RefusalCode;

export const ERROR_SENTENCES: { readonly [C in BotErrorCode]: string } = {
  ...CONFLICT_SENTENCES,
  'campaign/none-here': 'There is no campaign in this channel yet: start one with /campaign create.',
  'campaign/exists-here': 'This channel already has a campaign.',
  'campaign/bad-rule': 'That house rule or value is not one the bot knows.',
  'campaign/bad-name': 'That name cannot be used: pick another.',
  'auth/not-gm': 'Only the GM can do that.',
  'auth/not-owner': 'Only the owner of that character (or the GM) can do that.',
  'auth/not-participant': 'You are not in this conflict: join it with /conflict join.',
  'auth/not-target': 'Only the target of this exchange can respond to it.',
  'character/unknown': 'There is no character by that name in this campaign.',
  'character/exists': 'This campaign already has a character by that name.',
  'character/none': 'You have no character in this campaign yet: make one with /character create.',
  'character/ambiguous': 'You have several characters here: name the one you mean.',
  'character/duplicate-skill': 'That character already has that skill.',
  'character/unknown-skill': "That skill is not in this campaign's skill catalog.",
  'character/duplicate-lifestyle': 'That character already has that lifestyle.',
  'character/unknown-lifestyle': 'That character has no such lifestyle.',
  'npc/unknown': 'There is no NPC by that name: create it with /npc create.',
  'npc/exists': 'Someone in this campaign already has that name.',
  'session/none-open': 'No session is open: start one with /session start.',
  'session/already-open': 'A session is already open: end it with /session end first.',
  'session/no-racks': 'The session budget has no racks left.',
  'conflict/none-here': 'There is no conflict in this channel: start one with /conflict start.',
  'conflict/exists-here': 'A conflict is already running in this channel.',
  'conflict/wrong-phase': 'The conflict is not in the right phase for that.',
  'conflict/already-joined': 'That participant is already in this conflict.',
  'conflict/unknown-participant': 'Nobody by that name is in this conflict.',
  'conflict/same-side': 'That participant is on your side: pick someone on the other side.',
  'conflict/already-rolled': 'That participant has already rolled: see the pool with /conflict pool.',
  'conflict/not-rolled': 'That participant has not rolled yet: use /conflict roll.',
  'conflict/not-ended': 'That can be seen only once the conflict has ended.',
  'conflict/busy': 'The conflict changed while that was being worked out: please try again.',
  'exchange/pending': 'An exchange is already waiting for its response.',
  'exchange/none-pending': 'No exchange is waiting for a response.',
  'exchange/already-resolved': 'That exchange is already resolved.',
  'exchange/not-your-turn': 'It is not your turn to lead.',
  'exchange/wrong-count': 'That is the wrong number of dice for this exchange.',
  'goal/not-available': 'That goal is not on offer in this conflict.',
  'goal/not-enough': 'You do not have enough books for that.',
  'goal/unknown-offer': 'That goal offer is not part of this conflict.',
  'goal/already-answered': 'That goal offer has already been answered.',
  'goal/already-bought': 'You have already bought a goal or given a book since the last exchange.',
  'points/not-enough': 'You do not have enough points for that.',
  'murphy/not-enough': 'The Murphy pool does not hold that many points.',
  'murphy/not-owed': 'That character does not owe that many Murphy points.',
  'murphy/owed': 'Those Murphy points are owed by characters: name the one you cash in.',
  'points/not-short': 'You have enough points: begging is for a goal you cannot pay.',
  'points/beg-too-much': 'That is more than you are short for that goal.',
  'input/bad-text': 'Please fill in the text the command asks for.',
  'input/bad-number': 'That number is out of range.',
  'roll/superseded': 'This roll has changed since that choice was shown: choose again on it as it stands now.',
  'dice/bad-face': 'Dice are faces from 1 to 6, typed as digits like 6 5 5 or 655.',
  'dice/bad-count': 'That is not a number of dice.',
  'dice/too-many': 'That is too many dice.',
  'dice/script-exhausted': 'The dice ran out.',
  'dice/bad-notation': 'That dice notation is not understood.',
  'pool/not-in-pool': 'Those dice are not all in your pool: check it with /conflict pool.',
  'exchange/no-dice': 'Push at least one die.',
  'skill/bad-path': 'Write a skill as Field: Focus: Specialty, for example Coordination: Projectiles: Airgun.',
  'skill/missing-parent': 'Add the parent skills first (the Field before the Focus, the Focus before the Specialty).',
  'gear/bad-quality': 'Gear quality must be a whole number from 0 to 100.',
  'gear/bad-mode': 'Gear mode must be assist, circumstance or resist.',
  'goal/unknown': 'There is no goal by that name.',
  'goal/bad-people': 'That number of people is out of range.',
  'goal/bad-place': 'A place is person, room, zone, or a whole-number scale from 0 to 30.',
  'goal/bad-distance': 'A distance is a whole number of zones from 0 to 100.',
  'goal/bad-price': 'That price is out of range.',
  'points/bad-amount': 'That number of points is out of range.',
  'discord/not-in-server': 'Use these commands in a server channel, not in direct messages.',
  'discord/stale-component': 'That button or menu belongs to something that is over.',
  'discord/unknown-component': 'That button or menu is no longer understood by the bot: run the command again.',
  'discord/too-long': 'That text is too long to carry through buttons: shorten it.',
  'discord/no-dice': 'You have no dice to push.',
  'discord/missing-field': 'That form came back without one of its boxes: open it again and fill it in.',
  'discord/shutting-down': 'The bot is restarting: try again in a moment.',
  'discord/busy': 'The bot is busy with other tables right now: try again in a moment.',
};

export type Refused = AppError | RuleError | Refusal | SystemError;

/** A user mistake (as opposed to a bug): answered with one sentence, nothing changed. */
export function isRefusal(err: unknown): err is Refused {
  return err instanceof AppError || err instanceof RuleError || err instanceof Refusal || err instanceof SystemError;
}

/** The error's own sentence when it has one, else the code's default sentence. */
export function refusalText(err: Refused): string {
  const own = err.message.trim();
  return own !== '' ? own : ((ERROR_SENTENCES as Record<string, string>)[err.code] ?? 'That cannot be done.');
}
