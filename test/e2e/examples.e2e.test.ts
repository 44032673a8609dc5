/**
 * Every example command of README.md, docs/commands.md and /help, run against the bot in a campaign
 * set up for it, in an order a table could play them; none may be refused (R14.1 refusals are
 * logged by the bot as "refused"). A new example needs a place in the story below.
 */
import { describe, expect, it } from 'vitest';
import type { CommandOption, DoubleUser, SentMessage } from '../../tools/double';
import { type Example, exampleSpans, parseExample } from '../support/examples';
import { answered, gailPatQuinn, poolIn, transcript } from './helpers';
import { useBot } from './use-bot';

const { gm, pat, quinn } = gailPatQuinn('35');
const cole: DoubleUser = { id: '350000000000000004', username: 'cole' };
const e2e = useBot(
  { seed: 3, quietMs: 120, deploy: true, name: 'examples' },
  { testTimeout: 240_000, hookTimeout: 60_000 },
);

const EXAMPLES = new Map<string, Example>();
for (const s of exampleSpans()) {
  const e = parseExample(s.text);
  if (e && typeof e !== 'string') EXAMPLES.set(s.text, e);
}
const ran = new Set<string>();
const USERS: Record<string, string> = { '@Ben': quinn.id, '@Cole': cole.id };
const files = new Map<string, string>();
const pools: Record<string, number[]> = {};

function optionsOf(e: Example): CommandOption[] {
  return Object.entries(e.options).map(([name, value]) => {
    const type = e.types[name]!;
    if (type === 4) return { name, type, value: Number(value) };
    if (type === 5) return { name, type, value: /^true$/i.test(value) };
    if (type === 6) return { name, type, value: USERS[value] ?? value };
    if (type === 11)
      return { name, type, value: e2e.double.attachment(value, files.get(value) ?? '', 'application/json').id };
    return { name, type, value };
  });
}

/** Runs a command as typed; fails when the bot refused it or apologised. */
async function typed(user: DoubleUser, text: string, channelId?: string, mustBeExample = true): Promise<SentMessage[]> {
  const e = EXAMPLES.get(text) ?? (mustBeExample ? undefined : (parseExample(text) as Example | undefined));
  if (!e || typeof e === 'string') throw new Error(`not an example of the docs: ${text}`);
  const o = optionsOf(e);
  const sent = await e2e.double.command(
    user,
    e.command,
    e.subcommand ? [{ name: e.subcommand, type: 1, options: o }] : o,
    channelId ? { channelId } : undefined,
  );
  const id = sent[0]?.interactionId ?? '';
  const log = e2e.run.bot.output();
  const refused = log
    .split('\n')
    .find((l) => l.includes(`interaction="${id}"`) && /refused|interaction failed/.test(l));
  expect(refused, `${text}\n${transcript(answered(sent))}`).toBeUndefined();
  if (mustBeExample) ran.add(text);
  return sent;
}
const ex = (user: DoubleUser, text: string, channelId?: string) => typed(user, text, channelId);
const setup = (user: DoubleUser, text: string, channelId?: string) => typed(user, text, channelId, false);

/** The text of a file the bot attached to one of `sent`. */
function fileIn(sent: SentMessage[], name: RegExp): [string, string] {
  const m = sent.find((s) => s.files.some((f) => name.test(f)));
  const file = m?.files.find((f) => name.test(f));
  const call = [...e2e.double.calls].reverse().find((c) => file && c.files.includes(file));
  if (!file || !call?.fileBytes) throw new Error(`no file ${name} in ${transcript(sent)}`);
  return [file, call.fileBytes[call.files.indexOf(file)]!.toString('utf8')];
}

// Other channels of the server: never the double's own, whose id is a time-based snowflake (its last
// two digits replaced by n, as before, it was that channel one run in a hundred).
const channel = (n: number) => String(BigInt(e2e.double.channelId) + BigInt(n) * 1000n);

describe('every example of the docs, run against the bot', () => {
  it('GIVEN a campaign set up for them THEN the set-up, character and GM-tool examples are all accepted', async () => {
    await ex(gm, '/campaign create name:Eros Nights', channel(71));
    await ex(gm, '/campaign create name: Eros Nights');
    await ex(pat, '/campaign show');
    await ex(gm, '/campaign set rule: trailing-tie value: war');
    await ex(gm, '/campaign co-gm user: @Ben');
    await setup(gm, '/campaign co-gm user: @Ben remove: True');
    await setup(cole, '/campaign show');
    await setup(gm, '/campaign co-gm user: @Cole');
    await ex(gm, '/campaign co-gm user: @Cole remove: True');
    await ex(gm, '/campaign catalog action: add path: Cognition: Medicine: Surgery');
    await ex(gm, '/campaign chart action: price name: Scar books: 3');
    await ex(
      gm,
      '/campaign lifestyle name: Dock rat skills: Physique: Athletics, Authority: Intimidation memento: Network: the dockers',
    );
    await ex(pat, '/character create name: Ana');
    await ex(pat, '/character skill path: Coordination');
    await ex(pat, '/character skill path: Coordination: Projectiles');
    for (const path of ['Coordination: Projectiles: Airgun', 'Physique'])
      await setup(pat, `/character skill path: ${path}`);
    await ex(
      pat,
      '/character lifestyle name: Dock rat skills: Physique: Athletics gear: Gaff hook 2 assist Physique: Athletics habits: picks fights',
    );
    await ex(pat, '/character drop-lifestyle name: Dock rat');
    await setup(pat, '/character lifestyle name: Dock rat');
    await setup(pat, '/character lifestyle name: Courier skills: Physique: Athletics: Running');
    await ex(pat, '/character memento lifestyle: Dock rat memento: Network: the dockers');
    await ex(pat, '/character gear name: Old airgun quality: 4 mode: assist skill: Coordination: Projectiles: Airgun');
    await setup(pat, '/character gear name: Whip quality: 2 mode: assist skill: Coordination');
    await setup(pat, '/character gear name: Vest quality: 3 mode: resist skill: Coordination');
    await setup(quinn, '/character create name: Ben');
    for (const path of ['Physique', 'Physique: Unarmed', 'Physique: Unarmed: Punch', 'Coordination'])
      await setup(quinn, `/character skill path: ${path}`);
    await ex(pat, '/character friend friend: Ben');
    await ex(pat, '/character friend friend: Ben drop: True');
    await ex(pat, '/character show character: Ben');
    await ex(pat, '/character show');
    const [name, json] = fileIn(await ex(pat, '/character export'), /\.json$/);
    files.set(name, json);
    await setup(gm, '/campaign create name: Ishtar', channel(72));
    await ex(pat, '/character import file: Ana.json', channel(72));
    await ex(gm, '/npc create name: Alamo Jack');
    await ex(gm, '/npc create name: Pier Rats gang-size: 12');
    await setup(gm, '/npc create name: Dock hand');
    await setup(gm, '/npc create name: Viktor');
    await ex(gm, '/npc lifestyle npc: Viktor lifestyle: Dockside');
    await ex(gm, '/character gear-goal gear: Whip goal: Disarm with the whip price: 2 character: Ana');
    for (const text of ['/roll notation: 2d6+1', '/roll notation: 3d6+2', '/odds dice: 8 push: 2', '/odds dice: 8'])
      await ex(pat, text);
    await ex(pat, '/odds dice: 8 push: 2 against: 3');
    for (const topic of ['exchanges', 'dice-systems', 'conflicts', 'endings']) await ex(pat, `/help topic: ${topic}`);
    await ex(pat, '/drama show');
    await ex(pat, '/help');
    await ex(gm, '/drama grant player: @Ben amount: 2 reason: a fine scene');
  });

  it('GIVEN a downtime THEN training, connections, healing and effects examples are accepted', async () => {
    for (const path of ['Cognition', 'Cognition: Medicine']) await setup(pat, `/character skill path: ${path}`);
    await ex(gm, '/effect add kind: scar character: Ben caused-by: Alamo Jack');
    await setup(gm, '/effect add kind: text character: Ben text: a limp permanent: True');
    await setup(gm, '/effect add kind: wound character: Ben');
    await setup(gm, '/effect add kind: text character: Ben text: a burn permanent: True');
    await setup(gm, '/effect add kind: wound character: Ben');
    await ex(gm, '/effect treat id: 1');
    await ex(pat, '/effect list character: Ben');
    await ex(pat, '/effect list');
    for (const text of ['an eye', 'a hand'])
      await setup(gm, `/effect add kind: text character: Ben text: ${text} permanent: True`);
    await ex(gm, '/downtime start');
    await ex(pat, '/downtime train skill: Coordination: Projectiles: Airgun');
    await ex(gm, '/downtime heal-permanent character: Ben effects: 2, 4');
    await ex(gm, '/downtime end');
    await setup(gm, '/downtime start');
    await ex(pat, '/downtime connections lifestyles: 2 secondary: Personability');
    await ex(pat, '/downtime call-in buy: information detail: who hired Alamo Jack');
    await ex(quinn, '/downtime heal skill: Cognition: Medicine wounds: 3, 5 character: Ben doctor: Ana');
    await setup(gm, '/downtime end');
    await ex(gm, '/campaign level-up prompt: The Eros job is done');
    await ex(gm, '/campaign level-up');
  });

  it('GIVEN a session THEN the points, Murphy, compel and enemy examples are accepted', async () => {
    await ex(gm, '/session start');
    await ex(
      gm,
      '/session environment character: Ana skill: Physique: Athletics: Running against: the collapsing gantry',
    );
    await ex(pat, '/points show');
    const plea = await ex(pat, '/points beg amount: 2 reason: I need a miracle');
    const asked = plea.find((m) => !m.ephemeral && /Grant/.test(JSON.stringify(m.data)))!;
    await e2e.click(gm, asked, 'Grant');
    await ex(pat, '/points spend amount: 1 reason: The tram arrives just in time');
    await ex(pat, '/points connection lifestyle: Dock rat for: the harbour workers');
    await ex(gm, '/compel character: Ben points: 2 reason: pick a fight with the bouncer');
    await ex(gm, '/murphy add amount: 2 reason: Ben refused the compel last week');
    await ex(gm, '/murphy spend amount: 1 reason: bad luck narration: The lights go out.');
    await ex(gm, '/enemy enters enemy: Alamo Jack character: Ana');
  });

  it('GIVEN a conflict THEN its set-up, rolls, initiative and look-up examples are accepted', async () => {
    await ex(pat, '/conflict start primary: Coordination: Projectiles: Airgun against: Alamo Jack');
    await ex(quinn, '/conflict join');
    await ex(gm, '/conflict add-npc npc: Pier Rats');
    await ex(gm, '/conflict add-npc npc: Dock hand mook: True');
    await ex(gm, '/conflict secondary skill: Coordination: Acrobatics: Gymnastics');
    await ex(gm, '/conflict circumstance participant: Ana reason: she holds the high ground');
    await ex(gm, '/conflict rack');
    pools.Ana = poolIn(await ex(pat, '/conflict roll'));
    pools.Ben = poolIn(await setup(quinn, '/conflict roll'));
    pools.GM = poolIn(await setup(gm, '/conflict roll'));
    await ex(pat, '/conflict pool');
    await ex(pat, '/conflict status');
    await ex(pat, '/odds');
    await ex(pat, '/odds push: 3');
    await ex(gm, '/murphy show');
  });

  it('GIVEN the seeded pools THEN the exchange, goal and book examples are accepted', async () => {
    expect(pools).toEqual({ Ana: [6, 6, 6, 6, 6, 6, 6, 6, 5, 5, 5, 4], Ben: [4], GM: [6, 5, 5, 4, 4, 4, 4] });
    await ex(gm, '/conflict begin');
    await ex(gm, '/conflict initiative');
    await ex(pat, '/conflict bid dice: 5 4');
    await ex(quinn, '/conflict bid');
    await setup(gm, '/conflict initiative');
    await ex(pat, '/exchange lead target: Alamo Jack action: I put a dart in his shoulder dice: 6 5');
    await ex(gm, '/exchange respond action: I dive behind the crates dice: 5 4');
    await ex(pat, '/goal buy goal: Wound target: Alamo Jack distance: 1 narration: The dart bites deep');
    await ex(pat, '/exchange lead target: Alamo Jack action: I snap a shot dice: 6 5');
    await setup(gm, '/exchange respond action: I roll away dice: 4 4');
    await ex(pat, '/books give to: Ben amount: 1');
    await ex(pat, '/exchange lead target: Alamo Jack action: I snap a shot at him dice: 6');
    await ex(gm, '/exchange respond action: I duck dice: 4');
    await ex(pat, '/goal buy goal: Wound target: Alamo Jack');
    await ex(pat, '/exchange lead target:Alamo Jack action:"I shoot" dice:6');
    await ex(pat, '/exchange cancel');
    await ex(pat, '/fly skill: Physique: Unarmed: Punch against: Alamo Jack');
    await ex(pat, '/fly skill: Physique: Athletics: Running against: Alamo Jack');
    await ex(pat, '/goal list');
    await ex(pat, '/goal propose target: Alamo Jack goal: He drops the datachip price: 3');
    await ex(
      pat,
      '/points restricted skill: Coordination: Projectiles: Airgun amount: 1 reason: a steady hand as-books: True',
    );
    await setup(pat, '/conflict status');
  });

  it('GIVEN the end of the conflict THEN the ending, export and import examples are accepted', async () => {
    await ex(gm, '/conflict end');
    await ex(pat, '/books give to: Ben amount: 2');
    await ex(pat, '/conflict recap');
    await ex(pat, '/conflict verify');
    await ex(pat, '/conflict log');
    // Ben still holds books: the first run warns, the second begins the follow-up.
    await ex(gm, '/conflict follow-up primary: Physique: Athletics: Running');
    await setup(gm, '/conflict follow-up primary: Physique: Athletics: Running');
    await setup(gm, '/conflict end');
    await ex(gm, '/session end');
    const [name, json] = fileIn(await ex(gm, '/campaign export'), /\.json$/);
    files.set('eros-nights.json', json);
    expect(name).toMatch(/json$/);
    await ex(gm, '/campaign import file: eros-nights.json', channel(73));
  });

  it('GIVEN a second table THEN the dispute, resist gear, war and GM goal examples are accepted', async () => {
    const here = channel(74);
    await setup(gm, '/campaign create name: Dome Five', here);
    await setup(gm, '/campaign set rule: trailing-tie value: war', here);
    await setup(pat, '/character create name: Ana', here);
    for (const path of ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'])
      await setup(pat, `/character skill path: ${path}`, here);
    await setup(pat, '/character gear name: Vest quality: 3 mode: resist skill: Coordination', here);
    await setup(gm, '/npc create name: Alamo Jack', here);
    await setup(gm, '/session start', here);
    await setup(pat, '/conflict start primary: Coordination: Projectiles: Airgun against: Alamo Jack', here);
    await setup(gm, '/conflict secondary skill: Coordination', here);
    const ana = poolIn(await setup(pat, '/conflict roll', here));
    const theGm = poolIn(await setup(gm, '/conflict roll', here));
    expect({ ana, theGm }).toEqual({ ana: [5, 5, 4], theGm: [6, 5, 4, 4] });
    await setup(gm, '/exchange lead target: Ana action: Jack swings a pipe dice: 6', here);
    await ex(pat, '/exchange dispute', here);
    await ex(pat, '/gear resist gear: Vest', here);
    await setup(pat, '/exchange respond action: I take it dice: 4', here);
    await ex(gm, '/goal buy goal: Reputation target: Ana', here);
    // A 5 against a 5 leaves a tie at the end: with trailing-tie war, each side adds a die.
    await setup(pat, '/exchange lead target: Alamo Jack action: I shoot dice: 5', here);
    await setup(gm, '/exchange respond action: I shoot back dice: 5', here);
    await ex(pat, '/exchange war die: 5', here);
    await setup(gm, '/exchange war die: 4', here);
  });

  it('GIVEN every example found THEN each was run (a new one needs a place above)', () => {
    expect([...EXAMPLES.keys()].filter((t) => !ran.has(t))).toEqual([]);
  });
});
