// Data of one server or campaign is never reachable from another. Three campaigns
// share one database: Eros Nights (guild G1, channel C1), Far Side (guild G2, the same channel id
// C1) and Next Door (guild G1, channel C2). Whatever anyone reads in one channel — lists, status,
// sheets, pools, points, Murphy, autocomplete — never names anything of the others, and naming
// another campaign's character or NPC finds nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { AppError, type Caller, type Deps, type Outcome } from '../../src/app';
import { RuleError, scriptedDice } from '../../src/rules';
import { murphyBalance } from '../../src/store/campaign/murphy';
import { dump } from '../app/helpers';
import { rows } from '../support/sql';
import { allProblems } from '../fault/consistency';
import { ANA, BEN, C1, C2, caller, G1, G2, GM, world } from './world';

const GM2 = 'u-gm-far';
const ZED = 'u-zed';
const GM3 = 'u-gm-next';
const NIA = 'u-nia';

/** Names owned by each campaign; none may show up anywhere in another's channel. */
const NAMES = {
  eros: ['Eros Nights', 'Ana', 'Ben', 'Brute', 'Thug'],
  far: ['Far Side', 'Zed', 'Astra', 'Ghoul'],
  next: ['Next Door', 'Nia', 'Wraith'],
} as const;
type Campaign = keyof typeof NAMES;

async function threeCampaigns(): Promise<Deps> {
  const deps = await world('exchanges');
  deps.random = scriptedDice([5, 4, 4, 1, 2, 3, 5, 5, 4, 4, 4, 2, 5, 4, 1, 1]);
  const at = (user: string, guild: string, channel: string): Caller => caller(user, guild, channel);
  // Far Side: the same channel id in another guild; Ana's player plays there too, as Astra.
  await app.createCampaign(deps, at(GM2, G2, C1), { name: 'Far Side' });
  await app.createCharacter(deps, at(ZED, G2, C1), { name: 'Zed' });
  await app.createCharacter(deps, at(ANA, G2, C1), { name: 'Astra' });
  for (const path of ['Physique', 'Physique: Unarmed', 'Physique: Unarmed: Punch'])
    await app.addCharacterSkill(deps, at(ZED, G2, C1), { path });
  await app.createNpc(deps, at(GM2, G2, C1), { name: 'Ghoul' });
  await app.startConflict(deps, at(ZED, G2, C1), { primary: 'Physique: Unarmed: Punch', against: 'Ghoul' });
  await app.setSecondary(deps, at(GM2, G2, C1), { skill: 'Cognition' });
  await app.rollPool(deps, at(ZED, G2, C1));
  await app.rollPool(deps, at(GM2, G2, C1));
  await app.beginExchanges(deps, at(GM2, G2, C1));
  await app.addMurphy(deps, at(GM2, G2, C1), { amount: 5, reason: 'far omens' });
  // Next Door: another channel of the first guild.
  await app.createCampaign(deps, at(GM3, G1, C2), { name: 'Next Door' });
  await app.createCharacter(deps, at(NIA, G1, C2), { name: 'Nia' });
  await app.createNpc(deps, at(GM3, G1, C2), { name: 'Wraith' });
  return deps;
}

const channels: Record<Campaign, { guild: string; channel: string; users: string[] }> = {
  eros: { guild: G1, channel: C1, users: [GM, ANA, BEN, ZED, NIA] },
  far: { guild: G2, channel: C1, users: [GM2, ZED, ANA, GM, NIA] },
  next: { guild: G1, channel: C2, users: [GM3, NIA, ANA, GM, ZED] },
};

/** Everything a user can read in a channel, as one string (refusals included, as their messages). */
async function everythingReadable(deps: Deps, c: Caller): Promise<string> {
  const read = async (f: () => Promise<Outcome | string[]>) => {
    try {
      return JSON.stringify(await f());
    } catch (err) {
      if (err instanceof AppError || err instanceof RuleError) return err.message;
      throw err;
    }
  };
  const kinds = ['skill', 'specialty', 'character', 'npc', 'participant', 'goal'] as const;
  const texts: string[] = [
    await read(() => app.showCampaign(deps, c)),
    await read(() => app.conflictStatus(deps, c)),
    await read(() => app.showCharacter(deps, c, {})),
    await read(() => app.showPool(deps, c)),
    await read(() => app.showPoints(deps, c)),
    await read(() => app.showMurphy(deps, c)),
  ];
  for (const k of kinds)
    for (const typed of ['', 'a', 'e', 'Z']) texts.push(await read(() => app.suggestions(deps, c, k, typed)));
  return texts.join('\n');
}

describe('isolation between servers and campaigns', () => {
  let deps!: Deps;
  beforeAll(async () => {
    deps = await threeCampaigns();
  });

  it('GIVEN three campaigns THEN the store is consistent', async () => {
    expect(await allProblems(deps.db)).toEqual([]);
  });

  for (const [here, where] of Object.entries(channels) as [Campaign, (typeof channels)[Campaign]][]) {
    const others = (Object.keys(NAMES) as Campaign[]).filter((k) => k !== here).flatMap((k) => NAMES[k]);
    it.each(where.users)(
      `GIVEN %s reading everything in ${here}'s channel THEN nothing of another campaign shows`,
      async (user) => {
        const seen = await everythingReadable(deps, caller(user, where.guild, where.channel));
        for (const name of others) expect(seen, `${name} leaked into ${here}`).not.toMatch(new RegExp(`\\b${name}\\b`));
      },
    );
    it(`GIVEN ${here}'s channel THEN its own names do show (the reads above are not empty)`, async () => {
      const seen = await everythingReadable(deps, caller(where.users[0]!, where.guild, where.channel));
      for (const name of NAMES[here]) expect(seen).toMatch(new RegExp(`\\b${name}\\b`));
    });
  }

  const far = (user: string) => caller(user, G2, C1);
  const reachAcross: [string, () => Promise<Outcome>, RegExp][] = [
    [
      'show a character of Eros Nights',
      () => app.showCharacter(deps, far(ZED), { character: 'Ana' }),
      /^character\/unknown$/,
    ],
    [
      'lead against Eros Nights’ Ana',
      () => app.leadExchange(deps, far(ZED), { target: 'Ana', action: 'hit', dice: [5] }),
      /^exchange\/unknown-target$/,
    ],
    ['give books to Eros Nights’ Ana', () => app.giveBooks(deps, far(ZED), { to: 'Ana' }), /^give\/unknown$/],
    [
      'buy a goal against Eros Nights’ Brute',
      () => app.buyGoal(deps, far(ZED), { goal: 'Wound', target: 'Brute' }),
      /^goal\/unknown-target$/,
    ],
    [
      'peek at Eros Nights’ Ana’s pool',
      () => app.showPool(deps, far(GM2), { participant: 'Ana' }),
      /^conflict\/unknown-participant$/,
    ],
    [
      'see Ana’s points from the other server',
      () => app.showPoints(deps, far(GM2), { character: 'Ana' }),
      /^character\/unknown$/,
    ],
    [
      'act as the GM of Eros Nights on the other server',
      () => app.addMurphy(deps, far(GM), { amount: 1, reason: 'x' }),
      /^auth\/not-gm$/,
    ],
    ['look at Far Side’s Murphy as Eros Nights’ GM', () => app.showMurphy(deps, far(GM)), /^auth\/not-gm$/],
    [
      'end Far Side’s conflict as Eros Nights’ GM',
      () => app.endConflictCommand(deps, far(GM)),
      /^auth\/not-participant$/,
    ],
    [
      'answer in Far Side for Eros Nights’ GM side',
      () => app.respondExchange(deps, far(GM), { action: 'x', dice: [4] }),
      /^exchange\/none-pending$|^auth\//,
    ],
  ];
  it.each(reachAcross)(
    'GIVEN an attempt to %s THEN it finds nothing and changes nothing',
    async (_what, attempt, code) => {
      const before = await dump(deps.db);
      await expect(attempt()).rejects.toThrow(expect.objectContaining({ code: expect.stringMatching(code) }));
      expect(await dump(deps.db)).toEqual(before);
    },
  );

  it('GIVEN Far Side names its own Brute and Ana THEN that is allowed: names belong to one campaign', async () => {
    const before = await rows(deps.db, `SELECT * FROM npcs WHERE campaign_id = 1 ORDER BY id`);
    await app.createNpc(deps, far(GM2), { name: 'Brute' });
    await app.createCharacter(deps, far(ZED), { name: 'Ana' });
    expect(await rows(deps.db, `SELECT * FROM npcs WHERE campaign_id = 1 ORDER BY id`)).toEqual(before);
    expect((await app.showCharacter(deps, caller(ANA, G1, C1), { character: 'Ana' })).public).toMatchObject([
      { sheet: { owner: ANA } },
    ]);
    expect((await app.showCharacter(deps, far(ZED), { character: 'Ana' })).public).toMatchObject([
      { sheet: { owner: ZED } },
    ]);
  });

  it('GIVEN Murphy points added on the other server THEN Eros Nights’ balance does not move', async () => {
    expect(await murphyBalance(deps.db, 1)).toBe(0);
    expect(await murphyBalance(deps.db, 2)).toBe(5);
  });
});
