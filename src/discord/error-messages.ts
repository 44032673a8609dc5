// One sentence per refusal code. The mapped type makes a new code without a sentence a type error.
import { AppError, type ErrorCode } from '../app';
import { isSafe, md, type Safe, textOf } from '../app/text/safe-text';
import { RuleError } from '../rules';
import { SystemError } from '../rules/systems';
import { CONFLICT_SENTENCES } from './conflict-sentences';
import { Refusal, type RefusalCode } from './refusal';

export type BotErrorCode = ErrorCode | RefusalCode;

export const ERROR_SENTENCES: { readonly [C in BotErrorCode]: Safe } = {
  ...CONFLICT_SENTENCES,
  'campaign/none-here': md`There is no campaign in this channel yet: start one with /campaign create.`,
  'campaign/exists-here': md`This channel already has a campaign.`,
  'campaign/bad-rule': md`That house rule or value is not one the bot knows.`,
  'campaign/bad-name': md`That name cannot be used: pick another.`,
  'auth/not-gm': md`Only the GM can do that.`,
  'auth/not-owner': md`Only the owner of that character (or the GM) can do that.`,
  'auth/not-participant': md`You are not in this conflict: join it with /conflict join.`,
  'auth/not-target': md`Only the target of this exchange can respond to it.`,
  'character/unknown': md`There is no character by that name in this campaign.`,
  'character/exists': md`This campaign already has a character by that name.`,
  'character/none': md`You have no character in this campaign yet: make one with /character create.`,
  'character/ambiguous': md`You have several characters here: name the one you mean.`,
  'character/duplicate-skill': md`That character already has that skill.`,
  'character/unknown-skill': md`That skill is not in this campaign's skill catalog.`,
  'character/duplicate-lifestyle': md`That character already has that lifestyle.`,
  'character/unknown-lifestyle': md`That character has no such lifestyle.`,
  'character/too-many-lifestyles': md`That character has all the lifestyles it may have until the GM grants a milestone.`,
  'character/duplicate-friend': md`That character already counts them as a friend.`,
  'character/unknown-friend': md`That character does not count them as a friend.`,
  'npc/unknown': md`There is no NPC by that name: create it with /npc create.`,
  'npc/exists': md`Someone in this campaign already has that name.`,
  'session/none-open': md`No session is open: start one with /session start.`,
  'session/already-open': md`A session is already open: end it with /session end first.`,
  'session/no-racks': md`The session budget has no racks left.`,
  'conflict/none-here': md`There is no conflict in this channel: start one with /conflict start.`,
  'conflict/exists-here': md`A conflict is already running in this channel.`,
  'conflict/wrong-phase': md`The conflict is not in the right phase for that.`,
  'conflict/already-joined': md`That participant is already in this conflict.`,
  'conflict/unknown-participant': md`Nobody by that name is in this conflict.`,
  'conflict/same-side': md`That participant is on your side: pick someone on the other side.`,
  'conflict/already-rolled': md`That participant has already rolled: see the pool with /conflict pool.`,
  'conflict/not-rolled': md`That participant has not rolled yet: use /conflict roll.`,
  'conflict/not-ended': md`That can be seen only once the conflict has ended.`,
  'conflict/busy': md`The conflict changed while that was being worked out: please try again.`,
  'exchange/pending': md`An exchange is already waiting for its response.`,
  'exchange/none-pending': md`No exchange is waiting for a response.`,
  'exchange/already-resolved': md`That exchange is already resolved.`,
  'exchange/not-your-turn': md`It is not your turn to lead.`,
  'exchange/wrong-count': md`That is the wrong number of dice for this exchange.`,
  'goal/not-available': md`That goal is not on offer in this conflict.`,
  'goal/not-enough': md`You do not have enough books for that.`,
  'goal/unknown-offer': md`That goal offer is not part of this conflict.`,
  'goal/already-answered': md`That goal offer has already been answered.`,
  'goal/already-bought': md`You have already bought a goal or given a book since the last exchange.`,
  'points/not-enough': md`You do not have enough points for that.`,
  'murphy/not-enough': md`The Murphy pool does not hold that many points.`,
  'murphy/not-owed': md`That character does not owe that many Murphy points.`,
  'murphy/owed': md`Those Murphy points are owed by characters: name the one you cash in.`,
  'points/not-short': md`You have enough points: begging is for a goal you cannot pay.`,
  'points/beg-too-much': md`That is more than you are short for that goal.`,
  'input/bad-text': md`Please fill in the text the command asks for.`,
  'input/bad-number': md`That number is out of range.`,
  'roll/superseded': md`This roll has changed since that choice was shown: choose again on it as it stands now.`,
  'dice/bad-face': md`Dice are faces from 1 to 6, typed as digits like 6 5 5 or 655.`,
  'dice/bad-count': md`That is not a number of dice.`,
  'dice/too-many': md`That is too many dice.`,
  'dice/script-exhausted': md`The dice ran out.`,
  'dice/bad-notation': md`That dice notation is not understood.`,
  'pool/not-in-pool': md`Those dice are not all in your pool: check it with /conflict pool.`,
  'exchange/no-dice': md`Push at least one die.`,
  'skill/bad-path': md`Write a skill as Field: Focus: Specialty, for example Coordination: Projectiles: Airgun.`,
  'skill/missing-parent': md`Add the parent skills first (the Field before the Focus, the Focus before the Specialty).`,
  'gear/bad-quality': md`Gear quality must be a whole number from 0 to 100.`,
  'gear/bad-mode': md`Gear mode must be assist, circumstance or resist.`,
  'goal/unknown': md`There is no goal by that name.`,
  'goal/bad-people': md`That number of people is out of range.`,
  'goal/bad-place': md`A place is person, room, zone, or a whole-number scale from 0 to 30.`,
  'goal/bad-distance': md`A distance is a whole number of zones from 0 to 100.`,
  'goal/bad-price': md`That price is out of range.`,
  'points/bad-amount': md`That number of points is out of range.`,
  'discord/not-in-server': md`Use these commands in a server channel, not in direct messages.`,
  'discord/stale-component': md`That button or menu belongs to something that is over.`,
  'discord/unknown-component': md`That button or menu is no longer understood by the bot: run the command again.`,
  'discord/too-long': md`That text is too long to carry through buttons: shorten it.`,
  'discord/no-dice': md`You have no dice to push.`,
  'discord/missing-field': md`That form came back without one of its boxes: open it again and fill it in.`,
  'discord/not-offered': md`That answer is not one this menu or form offered: open it again and choose from what it shows.`,
  'discord/shutting-down': md`The bot is restarting: try again in a moment.`,
  'discord/busy': md`The bot is busy with other tables right now: try again in a moment.`,
};

export type Refused = AppError | RuleError | Refusal | SystemError;

/** A user mistake (as opposed to a bug): answered with one sentence, nothing changed. */
export function isRefusal(err: unknown): err is Refused {
  return err instanceof AppError || err instanceof RuleError || err instanceof Refusal || err instanceof SystemError;
}

/**
 * The error's own sentence when it has one, else the code's default sentence, fit to post as it is:
 * the bot's and the app's refusals carry `Safe` sentences, already escaped where they quote a
 * person's text, so nothing here escapes them again (a second escape shows players backslashes).
 * A rule's or a game system's sentence is a plain string that may quote typed text (a skill path,
 * dice notation): `md` escapes it, whatever it says. A game system's refusal that the Discord layer
 * words itself carries its `Safe` sentence beside the message (`systemRefusal`).
 */
export function refusalText(err: Refused): Safe {
  const sentence = (err as { sentence?: unknown }).sentence;
  const own = isSafe(sentence) ? sentence : md`${err.message}`;
  if (textOf(own).trim() !== '') return own;
  return (ERROR_SENTENCES as Record<string, Safe>)[err.code] ?? md`That cannot be done.`;
}
