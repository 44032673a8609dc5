// Public text of a conflict: phase, sides, books, the pending exchange and who should lead.
// Built from PublicConflict, the machine's public view: whether a pool still holds dice, never how many.
import type { PublicView } from '../../app';
import { capitalised } from '../../rules';
import { ENDED_BECAUSE } from '../../app/conflict/ending-words';
import { leaderWords } from '../../app/conflict/leader-words';
import { isReady, spokenName, waitingWords } from '../../rules/conflict';
import { booksLine, plural } from './dice';
import { joined, md, type Safe } from '../../app/text/safe-text';

type Conflict = Extract<PublicView, { kind: 'conflict' }>['conflict'];
type Ending = Extract<PublicView, { kind: 'conflict-ended' }>['ending'];

const PHASE = { setup: 'setting up', rolling: 'rolling', exchanges: 'exchanges', ended: 'over' } as const;

/**
 * `waiting: false` for the table, whose own "Waiting for" line says what the conflict waits for:
 * the pending lead, the war, the suggested leader and the set-up are then not said a second time.
 */
export function renderConflict(c: Conflict, headline?: Safe, { waiting = true }: { waiting?: boolean } = {}): Safe {
  const lines: Safe[] = [];
  if (headline) lines.push(headline);
  lines.push(
    md`**Conflict over ${c.primary}** (${PHASE[c.phase]}). Secondary skill: ${c.secondary ?? 'not chosen yet'}.`,
  );
  for (const side of [0, 1] as const) {
    const members = c.participants.filter((p) => p.side === side);
    const gmSide = members.some((p) => p.kind === 'gm');
    lines.push(
      md`${side === 0 ? 'First side' : 'Second side'}${gmSide ? ' (GM)' : ''}:${members.length ? '' : ' nobody yet'}`,
    );
    for (const p of members) {
      const state = p.out
        ? 'knocked out'
        : c.phase === 'ended'
          ? // R8.2: once it is over, what each carries into a follow-up, not the pools it emptied.
            md`carries ${p.followUpDice ? plural(p.followUpDice, 'die', 'dice') : 'no dice'} into a follow-up`
          : !p.hasRolled
            ? 'has not rolled'
            : p.hasDice
              ? 'has dice'
              : 'out of dice';
      // The GM side is its NPCs (under the side's "(GM)" heading): "GM" is bookkeeping, not a name.
      const npc = (n: Conflict['npcs'][number]) =>
        md`**${n.name}**${n.gang ? ' (gang)' : n.mook ? ' (nameless extra)' : ''}${n.out ? ' (out)' : ''}`;
      const who = p.kind !== 'gm' ? md`**${p.name}**` : c.npcs.length ? joined(c.npcs.map(npc), ', ') : md`**The GM**`;
      lines.push(md`• ${who}: ${state}, ${booksLine(p.books)}`);
    }
  }
  if (waiting) lines.push(...waitingLines(c));
  const offers = c.circumstanceOffers;
  if (offers.length)
    lines.push(
      md`Effects and affiliations that may earn a circumstance die (GM: /conflict circumstance):`,
      ...offers.map((o) => md`• ${o}`),
    );
  const rules = Object.entries(c.houseRules);
  if (rules.length)
    lines.push(
      md`House rules: ${joined(
        rules.map(([k, v]) => md`${k} ${v}`),
        ', ',
      )}.`,
    );
  return joined(lines, '\n');
}

/** What the conflict waits for, as /conflict status says it (the table says it in its own line). */
function waitingLines(c: Conflict): Safe[] {
  const lines: Safe[] = [];
  const x = c.pending;
  // R5.4: a trailing tie is answered already; it waits for the war's dice, not for an answer.
  if (x?.warWaitingFor.length)
    lines.push(
      md`Exchange ${x.no} ended on a tie: a war, waiting for a die from ${joined(
        x.warWaitingFor.map((n) => md`${warName(c, n)}`),
        ' and ',
      )}.`,
    );
  else if (x)
    lines.push(
      md`Exchange ${x.no} waits for ${x.target} to answer ${spokenName(c, x.actor, x.actorNpc)}'s ${plural(x.count, 'die', 'dice')}${x.risky ? ' (risky)' : ''}${since(c.pendingSince)}.`,
    );
  if (c.suggestedLeader && !x) lines.push(md`Suggested to lead: ${leaderWords(c, c.suggestedLeader)}.`);
  if (c.setup) lines.push(setUpLine(c.setup));
  return lines;
}

/**
 * R5.4: who adds a die to the war, each side by the one acting in the exchange: the leader's side by
 * the NPC it led through, the answerer's by the NPC led against (never every NPC of the side).
 */
export function warName(c: Conflict, name: string): string {
  const x = c.pending;
  if (!x) return spokenName(c, name);
  if (name === x.actor) return spokenName(c, name, x.actorNpc);
  return spokenName(c, name, x.target !== x.answerer ? x.target : null);
}

/** R4.1: what the set-up waits for, and who may begin the exchanges once it is ready. */
function setUpLine(setup: NonNullable<Conflict['setup']>): Safe {
  const who = ['the GM', ...setup.initiators].join(' or ');
  return isReady(setup.waits)
    ? md`Ready: ${who} may begin the exchanges.`
    : md`Waiting for ${waitingWords(setup.waits)}; then ${who} may begin the exchanges.`;
}

export { ENDED_BECAUSE };

type TakenOut = Extract<PublicView, { kind: 'taken-out' }>;

const TAKEN_OUT: Record<TakenOut['how'], string> = {
  'knocked-out': 'is knocked out: out of this conflict, with no more turns (any books left can still be spent)',
  escaped: 'gets away: out of this conflict, keeping any books and unused dice',
  dead: 'is killed: out of this conflict for good',
};

/** A character a goal just took out of the conflict. */
export function renderTakenOut(v: TakenOut): Safe {
  return md`**${v.name}** ${TAKEN_OUT[v.how]}.`;
}

export function renderEnding(e: Ending): Safe {
  const why = ENDED_BECAUSE[e.reason];
  const lines = [md`**The conflict is over**: ${why}.`, 'What each one keeps:'];
  for (const p of e.participants) {
    const extra =
      e.reason === 'ran-out'
        ? p.leftoverBooks > 0
          ? md` (${p.leftoverBooks} from pairing leftover dice)`
          : ''
        : p.followUpDice > 0
          ? md`, and ${plural(p.followUpDice, 'die', 'dice')} to carry into a follow-up conflict`
          : '';
    lines.push(md`• **${capitalised(p.name)}**: ${booksLine(p.books)}${extra}`);
  }
  lines.push(md`Books left over can still buy goals, such as Reputation, with /goal buy.`);
  return joined(lines, '\n');
}

/** " since <time>" in Discord's timestamp markup, which each reader sees in their own time zone. */
export function since(iso: string | null): Safe {
  const ms = iso === null ? NaN : Date.parse(iso);
  return Number.isNaN(ms) ? md`` : md` since <t:${Math.floor(ms / 1000)}:f> (<t:${Math.floor(ms / 1000)}:R>)`;
}
