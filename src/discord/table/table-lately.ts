// The table's "lately" lines, drawn from the conflict's log of public events: the same lines for the
// same conflict whichever process draws them, and after any restart. Only what everyone was told
// is in that log's public part (no pool, no face a player keeps to themself).
import { type PublicEvent, sealCode } from '../../app';
import { capitalised } from '../../rules';
import { sideIsSeveral, sideSpokenName } from '../../rules/conflict';
import { appNotices } from '../../app/messages';
import { nameList } from '../../app/text/words';
import { md, type Safe } from '../../app/text/safe-text';
import { plural } from '../render/dice';
import { sideName, type TableConflict } from './table-render';

/** How many lines the table lists. */
const LATELY = 4;
/** How many events are read to find them (most events tell nothing worth a line). */
export const LATELY_EVENTS = 40;

type Payload = Record<string, unknown>;

const text = (p: Payload, key: string): string => {
  const v = p[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
};
const count = (p: Payload, key: string): number => (typeof p[key] === 'number' ? (p[key] as number) : 0);
const maybe = (p: Payload, key: string): string | null => (typeof p[key] === 'string' ? (p[key] as string) : null);

/** The latest lines (at most LATELY), oldest first. */
export function latelyLines(c: TableConflict, events: readonly PublicEvent[]): Safe[] {
  return events
    .map((e) => lineOf(c, e))
    .filter((l): l is Safe => l !== null)
    .slice(-LATELY);
}

/** One event as a line, or null when it tells nothing worth keeping on the table. */
function lineOf(c: TableConflict, e: PublicEvent): Safe | null {
  if (typeof e.payload !== 'object' || e.payload === null) return null;
  const p = e.payload as Payload;
  /** A participant as players read it; the GM side by the NPC acting when there is one. */
  const who = (key: string, npc: string | null = null) => sideName(c, text(p, key), npc);
  const Who = (key: string, npc: string | null = null) => capitalised(who(key, npc));
  switch (e.kind) {
    case 'joined':
      return p.gm === true ? null : appNotices.joinsConflict(text(p, 'name'));
    case 'npc-added':
      return p.mook === true ? appNotices.mookJoins(text(p, 'name')) : md`**${text(p, 'name')}** joins the GM side.`;
    case 'secondary':
      return maybe(p, 'skill') ? appNotices.secondarySkillChosen(text(p, 'skill')) : null;
    case 'circumstance':
      return md`+${plural(count(p, 'dice'), 'circumstance die', 'circumstance dice')} for **${who('for')}**.`;
    case 'rolled':
      return appNotices.poolRolled(
        capitalised(sideSpokenName(c, text(p, 'name'))),
        maybe(p, 'commitment') === null ? null : sealCode(text(p, 'commitment')),
        sideIsSeveral(c, text(p, 'name')),
      );
    case 'exchanges-open':
      return md`The exchanges begin.`;
    case 'initiative-opened':
      return md`Initiative bidding is open.`;
    case 'initiative': {
      const order = Array.isArray(p.order) ? p.order.filter((n): n is string => typeof n === 'string') : [];
      return md`Initiative: ${order.map((n) => sideName(c, n)).join(', ')}.`;
    }
    case 'goal-refused':
      return md`${Who('by')} turns down an offered goal.`;
    case 'fly': {
      const winner = maybe(p, 'winner');
      return md`Fly dice for ${text(p, 'skill')}: ${winner ? md`${capitalised(sideName(c, winner))} won` : 'a tie'}.`;
    }
    case 'disputed':
      return maybe(p, 'by')
        ? md`**${Who('by')}** disputes the lead of exchange ${count(p, 'no')}.`
        : md`The lead of exchange ${count(p, 'no')} is disputed.`;
    case 'war-die':
      return md`${Who('by')} adds a die to the war of exchange ${count(p, 'no')}.`;
    case 'exchange-cancelled':
      return md`Exchange ${count(p, 'no')} is withdrawn.`;
    case 'exchange-resolved':
      return exchangeLine(c, p);
    case 'resisted':
      return appNotices.gearResists(who('name'), text(p, 'gear'));
    case 'round':
      return md`Round ${count(p, 'round')} begins.`;
    case 'goal-bought': {
      const buyer = Who('buyer');
      const target = text(p, 'target');
      // Reputation is borne by its buyer (R9.5): bought, not bought against anyone.
      const own = p.effect === 'reputation' || target === text(p, 'buyer') || target === buyer;
      return md`${buyer} bought ${text(p, 'goal')}${own ? '' : md` against ${target}`}.`;
    }
    case 'knocked-out':
      return md`${text(p, 'name')} is out (knocked out).`;
    case 'escaped':
      return md`${text(p, 'name')} is out (escaped).`;
    case 'book-given':
      return md`${who('from')} gave ${plural(count(p, 'books'), 'book')} to ${who('to')}.`;
    case 'trained-books':
      return md`${Who('name')} draws ${plural(count(p, 'books'), 'book')} from training.`;
    case 'conflict-ended':
      return md`The conflict is over.`;
    case 'chin':
      return md`${Who('name')} takes it on the chin.`;
    case 'books-warned': {
      const names = Array.isArray(p.names) ? p.names.filter((n): n is string => typeof n === 'string') : [];
      // The GM side's books by the NPCs who hold them, not "the GM".
      return appNotices.booksDroppedByFollowUp(nameList(names.map((n) => sideSpokenName(c, n))));
    }
    case 'end-asked':
      return md`${Who('name')} asks to end the conflict.`;
    case 'follow-up':
      return md`A follow-up over ${text(p, 'primary')} begins.`;
    default:
      return null;
  }
}

/** "Exchange 3: Ana +1 book, Viktor nothing." */
function exchangeLine(c: TableConflict, p: Payload): Safe {
  const r = (typeof p.result === 'object' && p.result !== null ? p.result : {}) as Payload;
  const actor = capitalised(sideName(c, text(p, 'actor'), maybe(p, 'actorNpc')));
  // The NPC aimed at, or the participant (the GM side by its NPCs).
  const target = capitalised(sideName(c, text(p, 'target')));
  const won = (name: string, n: number) => md`${name} ${n ? md`+${plural(n, 'book')}` : 'nothing'}`;
  return md`Exchange ${count(p, 'no')}: ${won(actor, count(r, 'actorBooks'))}, ${won(target, count(r, 'targetBooks'))}.`;
}
