// A small campaign for the issue-6 use cases: GM, co-GM, Ana and Ben.
import { expect } from 'vitest';
import * as app from '../../../src/app';
import type { Outcome } from '../../../src/app';
import { AppError } from '../../../src/app';
import { RuleError, scriptedDice } from '../../../src/rules';
import { characterByName } from '../../../src/store/character/characters';
import type { Db } from '../../../src/store/engine/db';
import { asCampaignId, type CharacterId } from '../../../src/store/engine/ids';
import { murphyBalance } from '../../../src/store/campaign/murphy';
import { as, deepKeys, dump, makeDeps } from '../helpers';

export const GM = 'u-gm';
export const CO = app.asUserId('u-co');
export const ANA = 'u-ana';
export const BEN = 'u-ben';

export async function world(dice: number[] = []) {
  const deps = makeDeps({ dice: scriptedDice(dice) });
  await app.createCampaign(deps, as(GM), { name: 'Eros' });
  await app.createCharacter(deps, as(ANA), { name: 'Ana' });
  await app.createCharacter(deps, as(BEN), { name: 'Ben' });
  return deps;
}

export const idOf = async (db: Db, name: string): Promise<CharacterId> =>
  (await characterByName(db, asCampaignId(1), name))!.id;
export const pointsOf = async (db: Db, name: string): Promise<number> =>
  (await characterByName(db, asCampaignId(1), name))!.playerPoints;
export const murphy = (db: Db): Promise<number> => murphyBalance(db, 1);

/** R14.1: the attempt is refused with `code` and one sentence, and no stored value changes. */
export async function expectRefused(db: Db, attempt: () => unknown, code: string): Promise<string> {
  const before = await dump(db);
  let error: unknown;
  try {
    await attempt();
  } catch (err) {
    error = err;
  }
  expect(error instanceof AppError || error instanceof RuleError, String(error)).toBe(true);
  expect((error as AppError).code).toBe(code);
  expect((error as AppError).message).toMatch(/^\S.*[.!?)]$/s);
  expect(await dump(db)).toEqual(before);
  return (error as AppError).message;
}

/** R13.3: nothing public carries a balance or a pool. */
export function expectNoPublicSecrets(o: Outcome): void {
  const keys = deepKeys(o.public);
  for (const k of ['balance', 'pool', 'poolSize', 'rolled', 'points', 'characters', 'log'])
    expect(keys.has(k), `public key ${k}`).toBe(false);
  expect(JSON.stringify(o.public)).not.toMatch(/Murphy pool (holds|is now|\()|balance/i);
}

export function publicText(o: Outcome): string {
  return o.public.map((v) => (v.kind === 'notice' ? v.text : JSON.stringify(v))).join('\n');
}

export function privateKinds(o: Outcome): Record<string, string[]> {
  return Object.fromEntries(Object.entries(o.private).map(([u, views]) => [u, views.map((v) => v.kind)]));
}
