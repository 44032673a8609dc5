// /roll results: the same text whether it goes to the channel or (secret) only to the roller.
import { pack, type PrivateBody, privateBody, type PublicBody, publicBody } from './body';

export interface RollResult {
  /** Who rolled, as shown. */
  who: string;
  /** What was rolled: the notation as typed, or the preset's title and inputs. */
  what: string;
  /** The rules' own text of the result (dice, kept/dropped, total). */
  text: string;
}

const lines = (r: RollResult, secret: boolean) => [`**${r.who}** rolled ${r.what}${secret ? ' (secret: only you see this)' : ''}\n${r.text}`];

export function renderPublicRoll(r: RollResult): PublicBody[] {
  return pack(lines(r, false), [], publicBody);
}

export function renderSecretRoll(r: RollResult): PrivateBody[] {
  return pack(lines(r, true), [], privateBody);
}
