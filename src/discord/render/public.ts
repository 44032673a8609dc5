// Public views → channel messages. This module accepts PublicView only (a type with no pool field),
// so a secret cannot reach the channel through it.
import type { PublicView } from '../../app';
import { capitalised } from '../../rules';
import { gmPanelRow } from '../components/gm-panel-ids';
import { type PublicBody, pack, publicBody, type Row } from './body';
import { renderConflict, renderEnding, renderTakenOut } from './conflict';
import { booksLine, plural, quote } from './dice';
import { md, mention, type Safe } from '../../app/text/safe-text';
import { leadChoicesRow, renderExchangeResult } from './exchange';
import {
  renderEndVote,
  renderFly,
  renderGoalList,
  renderGoalOffer,
  renderInitiative,
  renderRecap,
  renderWarWaiting,
} from './conflict-optional';
import { renderCampaign, renderSheet } from './sheets';
import { endVoteRow, goalOfferRow, myPoolRow } from './conflict-buttons';
import { buyGoalButton, endButton, leadButton, rowOf, setupButtons, startConflictRow } from './conflict-rows';

interface Rendered {
  text: Safe;
  rows?: Row[];
  mention?: string;
  mentions?: string[];
}

export function renderPublic(view: PublicView): Rendered {
  switch (view.kind) {
    case 'notice':
      return { text: view.text, ...(view.pings?.length ? { mentions: [...view.pings] } : {}) };
    case 'campaign':
      return { text: renderCampaign(view.campaign), rows: [gmPanelRow()] };
    case 'character':
      return { text: renderSheet(view.sheet), ...(view.ready ? { rows: [startConflictRow()] } : {}) };
    case 'conflict':
      return { text: renderConflict(view.conflict, view.headline), rows: conflictRows(view.conflict) };
    case 'exchange-led': {
      const text = md`**${capitalised(view.actor)}** leads exchange ${view.no} against **${view.target}** with ${plural(view.dice, 'die', 'dice')}${view.risky ? ' (risky)' : ''}: ${quote(view.action)}\n${mention(view.targetUserId)}, answer with the same number of dice: the button below or /exchange respond.`;
      return { text, rows: [leadChoicesRow(view.conflictId, view.no, view.risky)], mention: view.targetUserId };
    }
    case 'exchange-resolved': {
      const r = view.result;
      const [pool] = myPoolRow(r.conflictId).components;
      return {
        text: renderExchangeResult(r),
        rows: [
          rowOf([
            pool!,
            ...(r.suggestedLeader ? [leadButton(r.conflictId, r.no)] : []),
            buyGoalButton(r.conflictId),
            endButton(r.conflictId),
          ]),
        ],
      };
    }
    case 'goal-bought': {
      const effect = view.effect && view.effect !== view.goal ? md` Effect: ${view.effect}.` : '';
      // Points paid part of it: the books left stay out, or the channel could work out the points.
      const left =
        view.booksLeft === null ? '' : md`\n${capitalised(view.payer ?? view.buyer)}: ${booksLine(view.booksLeft)}`;
      const against = view.target === view.buyer ? '' : md` against **${view.target}**`;
      return {
        text: md`**${capitalised(view.buyer)}** buys **${view.goal}**${against} (price ${plural(view.price, 'book')}).${effect}${left}`,
      };
    }
    case 'books-given': {
      const text = md`**${view.from}** gives ${plural(view.amount, 'book')} to **${view.to}**.\n${view.from}: ${booksLine(view.fromBooks)} · ${view.to}: ${booksLine(view.toBooks)}`;
      // The receiver may spend them now: called by name, the only one pinged.
      return view.toUserId
        ? { text: md`${text} ${mention(view.toUserId)}, they are yours to spend.`, mention: view.toUserId }
        : { text };
    }
    case 'conflict-ended':
      return { text: renderEnding(view.ending) };
    case 'taken-out':
      // R4.5: one knocked out has a last purchase step, before the next lead: its player is called.
      return view.lastChance
        ? {
            text: md`${renderTakenOut(view)} ${mention(view.lastChance)}, a last chance to spend books before the next lead.`,
            mention: view.lastChance,
          }
        : { text: renderTakenOut(view) };
    case 'goal-offer':
      return {
        text: renderGoalOffer(view),
        rows: [goalOfferRow(view.conflictId, view.offerId, view.offerKind)],
        mention: view.answererUserId,
      };
    case 'goal-list':
      return { text: renderGoalList(view) };
    case 'initiative':
      return { text: renderInitiative(view) };
    case 'fly-result':
      return { text: renderFly(view) };
    case 'war-waiting':
      return { text: renderWarWaiting(view), mentions: view.needs.map((n) => n.userId) };
    case 'end-vote':
      return { text: renderEndVote(view), rows: [endVoteRow(view.conflictId)] };
    case 'recap':
      return { text: renderRecap(view) };
  }
}

/**
 * One use case's public views as channel messages (usually one). `movesOnTable`: the conflict's
 * table carries the moves, so a result carries only "My pool".
 */
export function renderPublicViews(
  views: readonly PublicView[],
  options: { movesOnTable?: boolean } = {},
): PublicBody[] {
  if (views.length === 0) return [];
  const rendered = views.map((v, i) => {
    const r = renderPublic(v);
    // The moves are on the table; "My pool" stays, for those whose pool changed without a word.
    if (options.movesOnTable && v.kind === 'exchange-resolved')
      return { text: r.text, rows: [myPoolRow(v.result.conflictId)] };
    // An exchange led and resolved at once (the target had no dice) needs no Respond button.
    const resolvedNow =
      v.kind === 'exchange-led' &&
      views.slice(i + 1).some((w) => w.kind === 'exchange-resolved' && w.result.no === v.no);
    return resolvedNow ? { text: r.text } : r;
  });
  const rows = rendered.flatMap((r) => r.rows ?? []).slice(0, 5);
  const mentions = [...new Set(rendered.flatMap((r) => [...(r.mention ? [r.mention] : []), ...(r.mentions ?? [])]))];
  return pack(
    rendered.map((r) => r.text),
    rows,
    (content, components) => publicBody(content, components, mentions),
  );
}

/** Join and Roll while a conflict sets up; Lead for the suggested leader between exchanges. */
function conflictRows(c: Extract<PublicView, { kind: 'conflict' }>['conflict']): Row[] {
  if (c.phase === 'setup' || c.phase === 'rolling') return [rowOf(setupButtons(c.id, c.phase))];
  if (c.phase === 'exchanges' && c.suggestedLeader && !c.pending)
    return [rowOf([leadButton(c.id, c.exchanges), buyGoalButton(c.id), endButton(c.id)])];
  return [];
}
