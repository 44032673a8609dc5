/**
 * The scan every e2e file runs on everything the bot sent: no pool of one participant
 * in a message another user can see, and no user pinged that the use case did not name.
 *
 * Whose pool a `Pool:` block is: the participant named in its header (`**Ana** (only you see
 * this)`) belongs to the users who rolled for it (the public `**Ana** has rolled.` answered their
 * interaction). A pool is then fine only in an ephemeral message to one of them. (No e2e file turns
 * `gm-sees-pools` on; one that does must teach this scan that the GM may see every pool.)
 *
 * Pings: every message names its allowed mentions and lets Discord parse none by itself; a user
 * it may ping must be mentioned in its text, and be one of the people of the test (someone who
 * used the bot), never an id only typed into a name or a reason.
 */
import type { DiscordDouble, SentMessage } from '../../tools/double';
import { content } from './helpers';

interface Seen {
  /** Who can see it: a user id for an ephemeral message, null for the channel. */
  audience: string | null;
  data: any;
  where: string;
}

export function scanPayloads(double: Pick<DiscordDouble, 'messages' | 'calls'>): string[] {
  const seen = seenPayloads(double);
  const people = new Set(double.messages.map((m) => m.userId));
  const rollers = new Map<string, Set<string>>();
  for (const m of double.messages) {
    if (m.ephemeral) continue;
    for (const [, name] of content(m).matchAll(/^\*\*(.+?)\*\* ha(?:s|ve) rolled\./gm)) {
      if (!rollers.has(name!)) rollers.set(name!, new Set());
      rollers.get(name!)!.add(m.userId);
    }
  }
  const problems: string[] = [];
  for (const s of seen) {
    const text = typeof s.data?.content === 'string' ? s.data.content : '';
    problems.push(...poolProblems(s, text, rollers), ...pingProblems(s, text, people));
  }
  return problems;
}

/** Everything the bot sent that someone can see: answers to interactions and posts in channels. */
function seenPayloads(double: Pick<DiscordDouble, 'messages' | 'calls'>): Seen[] {
  return [
    ...double.messages
      .filter((m) => m.kind !== 'autocomplete' && m.kind !== 'modal')
      .map((m: SentMessage) => ({
        audience: m.ephemeral ? m.userId : null,
        data: m.data,
        where: `${m.kind} to interaction ${m.interactionId}${m.ephemeral ? ` (only ${m.userId})` : ''}`,
      })),
    ...double.calls
      .filter((c) => c.method === 'POST' && /\/channels\/\d+\/messages$/.test(c.path))
      .map((c) => ({ audience: null, data: c.body, where: `channel post ${c.path}` })),
  ];
}

/** Public messages edited in place through the channel (the table after each move), each edit as sent. */
function channelEdits(double: Pick<DiscordDouble, 'calls'>): Seen[] {
  return double.calls
    .filter((c) => c.method === 'PATCH' && /\/channels\/\d+\/messages\/\d+$/.test(c.path))
    .map((c) => ({ audience: null, data: c.body, where: `channel edit ${c.path}` }));
}

/**
 * Markdown in the channel that people, not the bot, wrote: the bot itself never posts a masked
 * link, a heading, a block quote, @everyone, @here or a role mention, so any of these live in a
 * public message came from a name, a reason, a dice notation or a file. And no piece of text a
 * user typed that holds a link or a mention may show in public unescaped, with its surroundings as
 * typed. Each message is read on its own, as Discord shows it: every message of an answer cut in
 * several, every edit of one (a roll redrawn by a choice, an interaction's answer edited) and
 * every edit of the table through the channel.
 */
export function markupProblems(double: Pick<DiscordDouble, 'messages' | 'calls' | 'typed'>): string[] {
  const problems: string[] = [];
  const hazards = [...new Set(double.typed.flatMap(typedHazards))];
  for (const s of [...seenPayloads(double), ...channelEdits(double)]) {
    if (s.audience !== null) continue;
    const text = outsideCode(typeof s.data?.content === 'string' ? s.data.content : '');
    for (const [what, pattern] of LIVE)
      for (const [hit] of text.matchAll(pattern))
        problems.push(`${what} "${hit}" in public (${s.where}): ${line(text, hit)}`);
    for (const h of hazards)
      if (text.includes(h)) problems.push(`typed markup "${h}" shown live in public (${s.where}): ${line(text, h)}`);
  }
  return [...new Set(problems)];
}

/** Markdown Discord would act on, not behind a backslash (the character before is no `\\`). */
const LIVE: [string, RegExp][] = [
  ['a masked link', /(?<!\\)\[[^\]\n]*(?<!\\)\]\(\s*<?\s*[a-z][\w+.-]*:[^)\n]*\)/gi],
  ['a heading', /^ *(?:#{1,3}|-#) +\S.*$/gm],
  ['a block quote', /^ *>{1,3} .*$/gm],
  ['a mass ping', /(?<!\\)@(?:everyone|here)\b/g],
  ['a role mention', /(?<!\\)<@&\d+>/g],
];

/** A typed text's links and mentions with a little of what was typed around them. */
function typedHazards(typed: string): string[] {
  const out: string[] = [];
  for (const m of typed.matchAll(/\[[^\]]*\]\([^)]*\)|<[@#][!&]?\d+>|@everyone|@here|https?:\/\/\S+/g)) {
    const window = typed.slice(Math.max(0, m.index! - 6), m.index! + m[0].length + 6);
    // A bare typed mention looks just like one the bot writes for that person: only its context tells.
    if (window !== m[0] || !/^<@!?\d+>$/.test(m[0])) out.push(window);
  }
  return out;
}

/** The text with its inline code and code blocks blanked out (nothing in them is Markdown). */
function outsideCode(text: string): string {
  return text.replace(/```[\s\S]*?```|(?<!\\)`[^`\n]*`/g, (c) => ' '.repeat(c.length));
}

function poolProblems(s: Seen, text: string, rollers: Map<string, Set<string>>): string[] {
  if (!/^Pool: /m.test(text)) return [];
  if (s.audience === null) return [`a pool in a public message (${s.where}): ${text}`];
  const problems: string[] = [];
  for (const [, name] of text.matchAll(/^\*\*(.+?)\*\* \(only you see this\)/gm)) {
    const owners = rollers.get(name!);
    if (owners && !owners.has(s.audience)) problems.push(`${name}'s pool shown to someone else (${s.where}): ${text}`);
  }
  return problems;
}

function pingProblems(s: Seen, text: string, people: Set<string>): string[] {
  const allowed = s.data?.allowed_mentions;
  const mentionsSomeone = /<@[!&]?\d+>|@everyone|@here/.test(text);
  if (!allowed)
    return mentionsSomeone ? [`no allowed_mentions on a message that mentions someone (${s.where}): ${text}`] : [];
  const problems: string[] = [];
  if (Array.isArray(allowed.parse) && allowed.parse.length > 0)
    problems.push(`Discord may ping whatever the text holds (${s.where}): parse ${JSON.stringify(allowed.parse)}`);
  const inText = new Set([...text.matchAll(/<@!?(\d+)>/g)].map((m) => m[1]!));
  for (const id of (allowed.users ?? []) as string[]) {
    if (!inText.has(id)) problems.push(`user ${id} may be pinged but is not mentioned (${s.where}): ${text}`);
    else if (!people.has(id)) problems.push(`user ${id} pinged, who is nobody of this table (${s.where}): ${text}`);
  }
  if (allowed.roles?.length) problems.push(`roles may be pinged (${s.where})`);
  return problems;
}

/**
 * Words players read (issue "Play that feels like Discord"): no rule numbers (R5.4), no long hex
 * runs (salts, full hashes) outside /conflict verify and the log, and no "1 dice" or "1 books".
 * Command and option descriptions count too: players read them in Discord's command picker.
 */
export function wordingProblems(double: Pick<DiscordDouble, 'messages' | 'calls'>): string[] {
  const texts: Read[] = [];
  for (const m of double.messages) {
    if (m.kind === 'autocomplete') continue;
    texts.push({
      text: textsOf(m.data).join('\n'),
      where: `${m.kind} to interaction ${m.interactionId}`,
      verify: isVerifyOrLog(m.data),
      channel: m.ephemeral ? null : m.channelId,
    });
  }
  for (const c of double.calls) {
    const channel = /\/channels\/(\d+)\/messages/.exec(c.path)?.[1] ?? null;
    if (c.method === 'POST' && /\/channels\/\d+\/messages$/.test(c.path))
      texts.push({ text: textsOf(c.body).join('\n'), where: `channel post ${c.path}`, verify: false, channel });
    // A conflict's table is edited in place: each edit is read too.
    if (c.method === 'PATCH' && /\/channels\/\d+\/messages\/\d+$/.test(c.path))
      texts.push({ text: textsOf(c.body).join('\n'), where: `channel edit ${c.path}`, verify: false, channel });
    if (c.method === 'PUT' && /\/commands$/.test(c.path))
      texts.push({
        text: descriptionsOf(c.body).join('\n'),
        where: 'command descriptions',
        verify: false,
        channel: null,
      });
  }
  const problems: string[] = [gmWhereNpcActs(texts)].flat();
  for (const { text, where, verify } of texts) {
    // Counters are bookkeeping ("Compel #1", "offer 3"); an effect's number is the handle typed to treat it.
    for (const [hit] of text.matchAll(/(?<![<\w&])#\d+\b|\b(?:Compel|Plea|[Oo]ffer) \d+\b/g))
      if (!/🩹|\b(effect|wound|scar|cripple|treat|heal|bears|removed|permanent)/i.test(line(text, hit)))
        problems.push(`a counter "${hit}" (${where}): ${line(text, hit)}`);
    for (const [hit] of text.matchAll(/\bR\d{1,2}(\.\d+)?\b/g))
      problems.push(`a rule number "${hit}" (${where}): ${line(text, hit)}`);
    for (const [hit] of text.matchAll(/\b1 (?:[a-z-]+ )?(dice|books|points|racks|wounds|sixes)\b/g))
      problems.push(`"${hit}" (${where}): ${line(text, hit)}`);
    // No doubled full stop, no stored state or side name where players read a sentence.
    for (const [hit] of text.matchAll(/(?<!\.)\.\.(?![./])/g))
      problems.push(`a doubled full stop (${where}): ${line(text, hit)}`);
    for (const [hit] of text.matchAll(/\bran-out\b|\bended: |GM's player|\(settled\)|\(proposed\)/g))
      problems.push(`a stored state or side name "${hit}" (${where}): ${line(text, hit)}`);
    // The GM side's bookkeeping name where a sentence should name the NPC, or "the GM".
    for (const [hit] of text.matchAll(
      /\bagainst \**GM\b|\bWaiting for:? \**GM\b|\bOnly GM can\b|\bGM's turn\b|\*\*GM\*\* (?:leads|counters|buys|adds|passes)\b|(?<![Tt]he )\bGM (?:wins|may buy)\b/g,
    ))
      problems.push(`the GM side's name for a character "${hit}" (${where}): ${line(text, hit)}`);
    problems.push(...guidanceProblems(text, where), ...namesProblems(text, where));
    if (/The conflict is over/.test(text) && /lead next/i.test(text))
      problems.push(`a suggested leader in the message that ends the conflict (${where})`);
    // Sealed pools and salts: a run of hex with letters and digits, long enough to be no word.
    if (!verify)
      for (const [hit] of text.matchAll(/\b[0-9a-f]{8,}\b/g))
        if (/\d/.test(hit) && /[a-f]/.test(hit)) problems.push(`a hex run (${where}): ${line(text, hit)}`);
  }
  return [...new Set(problems)];
}

/**
 * Guidance read off the conflict as it stands, once: no set-up lines once the exchanges run or the
 * conflict is over; loose turns not offered under strict-turns; what the table waits for said in
 * one line; no "/conflict join" right after "joining is closed"; no "out of dice" after the end.
 */
export function guidanceProblems(text: string, where: string): string[] {
  const problems: string[] = [];
  const found = (what: string, hit: string) => problems.push(`${what} (${where}): ${line(text, hit)}`);
  const phase = /^\*\*Conflict over .*\((setting up|rolling|exchanges|over)\)\./m.exec(text)?.[1];
  const setUp =
    /[Tt]he set-up is still open|[Mm]ay begin the exchanges|begins? the exchanges with Begin|waits for [^.\n]*? to roll\b|[Ll]ate arrivals may still join/;
  if (phase === 'exchanges' || phase === 'over')
    for (const l of text.split('\n').filter((l) => setUp.test(l)))
      found(`a set-up line while the conflict is ${phase === 'over' ? 'over' : 'in its exchanges'}`, l);
  if (/House rules: [^\n]*strict-turns on/.test(text))
    for (const [hit] of text.matchAll(/anyone (?:holding|with) dice may lead/g))
      found(`loose turns under strict-turns "${hit}"`, hit);
  const waits = text.match(
    /^(?:\*\*Waiting for\*\*|Waiting for |Exchange \d+ waits for |Exchange \d+ ended on a tie: a war, waiting|Suggested to lead:|Ready: )/gm,
  );
  if (waits && waits.length > 1) found(`what the table waits for said ${waits.length} times`, waits[1]!);
  if (/joining is closed/i.test(text) && /\/conflict join|Join button/.test(text))
    found('"/conflict join" offered where joining is closed', 'join');
  if (phase === 'over')
    for (const [hit] of text.matchAll(/^• .*\bout of dice\b/gm)) found(`"out of dice" once it is over`, hit);
  return problems;
}

/**
 * The GM side's row where a sentence should name an NPC, the NPCs of the whole side where one acts,
 * and a goal said to be bought against someone when its buyer bears it (Reputation).
 */
export function namesProblems(text: string, where: string): string[] {
  const problems: string[] = [];
  for (const [hit] of text.matchAll(/\bdice \**GM\** pushes\b|\bGoals \**GM\** can buy\b/g))
    problems.push(`the GM side's row as a name "${hit}" (${where}): ${line(text, hit)}`);
  // A war is fought between two: the leader's side and the answerer's, each by the one acting.
  for (const [hit] of text.matchAll(/\b(?:[Aa] war die|a die) from [^.\n]*? and [^.\n]*? and [^.\n]*/g))
    problems.push(`more than two adding war dice "${hit}" (${where}): ${line(text, hit)}`);
  // An offer is answered by the one it was made to, not by every NPC of the side.
  for (const [hit] of text.matchAll(/\b[^,.\n:]+ and [^,.\n]+ to answer an offered goal\b/g))
    problems.push(`a whole side to answer one offer "${hit}" (${where}): ${line(text, hit)}`);
  for (const [hit] of text.matchAll(/\b(?:buys|bought) \**Reputation\**(?: \([^)]*\))? against\b/g))
    problems.push(`Reputation bought "against" someone (its buyer bears it) "${hit}" (${where}): ${line(text, hit)}`);
  return problems;
}

/** A text someone can read: `channel` the channel of a public one, null for a private one. */
interface Read {
  text: string;
  where: string;
  verify: boolean;
  channel: string | null;
}

/**
 * "The GM" doing what a character does in the conflict: leading, answering, pushing, adding a war
 * die, winning or holding books, buying, resisting, flying, rolling the side's dice; "against the
 * GM", "the GM's lead"; the side's row as a name (a recap line "Exchange 2: GM …", "• **GM**: Books").
 * "The GM" as the person who runs the table stays right: who begins, ends, picks the secondary skill.
 */
export const GM_ACTS =
  /\b[Tt]he GM (?:leads|led|wins|won|buys|bought|pushed|pushes|adds|added|takes|counters|proposes|rolls|rolled|answers|captures|totals|resists|resisted|disputes|disputed|flies)\b|\b[Tt]he GM to (?:roll|answer|lead)\b|\bagainst (?:the )?GM\b|\b[Tt]he GM's (?:lead|answer|unmatched|odd)\b|Exchange \d+: (?:[Tt]he )?GM\b|[Ss]uggested to lead(?: next)?: (?:[Tt]he )?GM\b|\b(?:[Tt]he )?GM withdr(?:aws|ew)\b|\b[Tt]he GM has rolled\b|\b[Tt]he GM (?:still )?holds?\b|^• \*\*(?:[Tt]he )?GM\*\*: Books/gm;

/**
 * In a channel where a conflict shows an NPC on the GM side, the public text names the NPC acting,
 * never "the GM" as a character (GM_ACTS), whether the side has one NPC or several: each lead and
 * each answer says which NPC. Private text and channels without NPCs are not read for this.
 */
export function gmWhereNpcActs(texts: readonly Read[]): string[] {
  const problems: string[] = [];
  const channels = new Set(texts.flatMap((t) => (t.channel ? [t.channel] : [])));
  for (const channel of channels) {
    const here = texts.filter((t) => t.channel === channel);
    const npcs = npcNames(here.map((t) => t.text));
    if (npcs.length === 0) continue;
    for (const { text, where } of here)
      for (const [hit] of text.matchAll(GM_ACTS))
        problems.push(`"${hit}" where ${npcs.join(' or ')} acts (${where}): ${line(text, hit)}`);
  }
  return problems;
}

/** The NPCs the conflict texts show on the GM side ("Second side (GM):\n• **Viktor**, **Jack** (out): …"). */
function npcNames(texts: readonly string[]): string[] {
  const names = new Set<string>();
  for (const t of texts)
    for (const [, line] of t.matchAll(/\(GM\):\n• ([^\n]+?): /g))
      for (const [, n] of line!.matchAll(/\*\*(.+?)\*\*/g)) if (n !== 'The GM') names.add(n!);
  return [...names];
}

function textsOf(data: any): string[] {
  if (!data || typeof data !== 'object') return [];
  const out: string[] = [];
  if (typeof data.content === 'string') out.push(data.content);
  if (typeof data.title === 'string') out.push(data.title);
  for (const e of data.embeds ?? [])
    out.push(
      ...[e.title, e.description, ...(e.fields ?? []).flatMap((f: any) => [f.name, f.value])].filter(
        (t) => typeof t === 'string',
      ),
    );
  for (const row of data.components ?? []) {
    for (const c of row.components ?? [row]) {
      out.push(...[c.label, c.placeholder, c.value].filter((t) => typeof t === 'string'));
      for (const o of c.options ?? []) out.push(...[o.label, o.description].filter((t) => typeof t === 'string'));
    }
  }
  return out;
}

function descriptionsOf(body: any): string[] {
  const out: string[] = [];
  const walk = (o: any) => {
    if (typeof o?.description === 'string') out.push(o.description);
    for (const c of o?.options ?? []) walk(c);
    for (const c of o?.choices ?? []) if (typeof c?.name === 'string') out.push(c.name);
  };
  for (const cmd of Array.isArray(body) ? body : []) walk(cmd);
  return out;
}

/** /conflict verify's answer and the log file's message may show full hashes and salts. */
function isVerifyOrLog(data: any): boolean {
  const text = typeof data?.content === 'string' ? data.content : '';
  return (
    /^Verified|does not match|^Log of|sealed pools? match/m.test(text) ||
    (data?.attachments ?? []).some((a: any) => /\.md$/.test(a?.filename ?? ''))
  );
}

function line(text: string, hit: string): string {
  return (
    text
      .split('\n')
      .find((l) => l.includes(hit))
      ?.slice(0, 160) ?? ''
  );
}
