// Private views → ephemeral messages for the one person entitled to them (R13).
import { ButtonStyle, ComponentType } from 'discord.js';
import type { PrivateView } from '../../app';
import { makeId } from '../components/ids';
import { type BodyFile, type PrivateBody, pack, privateBody, type Row } from './body';
import { booksLine, faces, plural, poolLine, quote } from './dice';
import { joined, lines, md, type Piece, type Safe } from '../../app/text/safe-text';

/** What a private renderer may need beyond the view: the `as` of the command that led. */
export interface PrivateExtras {
  as?: string | null;
}

interface Rendered {
  text: Safe;
  rows?: Row[];
  files?: BodyFile[];
}

export function renderPrivate(view: PrivateView, extras: PrivateExtras = {}): Rendered {
  switch (view.kind) {
    case 'notice':
      return { text: view.text };
    case 'pool': {
      const p = view.pool;
      const lines = [md`**${p.participant}** (only you see this)${p.note ? md`: ${p.note}` : ''}`];
      if (p.rolled) lines.push(md`Rolled: ${rolledFaces(p.rolled)} (${sixesAgain(p.rolled)}1 to 3 are dropped)`);
      lines.push(md`${poolLine(p.pool)}`, md`${booksLine(p.books)}`);
      return { text: joined(lines, '\n') };
    }
    case 'murphy': {
      const lines = [md`Murphy pool: ${view.balance} (only you see this)`];
      for (const e of view.log)
        lines.push(
          md`• ${e.delta > 0 ? '+' : ''}${e.delta} → ${e.balance}: ${e.reason}${e.narration ? md` (narrated: ${e.narration})` : ''}`,
        );
      // R10.3: begged points stay owed by their character until the GM cashes them in.
      if (view.owed.length)
        lines.push(
          md`Owed by characters who begged: ${joined(
            view.owed.map((o) => md`${o.name} ${o.points}`),
            ', ',
          )}`,
        );
      return { text: joined(lines, '\n') };
    }
    case 'points':
      return {
        text: lines(
          'Player points (only you and the GM see these):',
          ...view.characters.map(
            (c) =>
              md`• ${c.name}: ${c.points}${
                c.restricted.length
                  ? md` (+ ${joined(
                      c.restricted.map((r) => md`${r.amount} for ${r.skill}`),
                      ', ',
                    )})`
                  : ''
              }`,
          ),
        ),
      };
    case 'confirm-push':
      return confirmPush(view, extras);
    case 'document':
      // Sent as a file attachment (ephemeral messages may carry files).
      return {
        text: md`**${view.name}** is attached (only you see this).`,
        files: [{ name: view.name, text: view.text }],
      };
  }
}

/** R1.2: every 6 rolls one more die; said in the roll so the extra faces make sense. */
function sixesAgain(rolled: readonly number[]): Safe {
  const sixes = rolled.filter((f) => f === 6).length;
  return sixes === 0
    ? md``
    : md`${sixes === 1 ? 'the six added one more die' : md`${sixes} sixes added one more die each`}; `;
}

/** The raw roll in the order rolled (R1.3); a huge roll-in is shortened, the pool never is. */
function rolledFaces(rolled: readonly number[]): Piece {
  const MAX = 300;
  if (rolled.length === 0) return 'nothing';
  return rolled.length <= MAX
    ? rolled.join(' ')
    : md`${rolled.slice(0, MAX).join(' ')} … and ${rolled.length - MAX} more`;
}

export function renderPrivateViews(views: readonly PrivateView[], extras: PrivateExtras = {}): PrivateBody[] {
  if (views.length === 0) return [];
  const rendered = views.map((v) => renderPrivate(v, extras));
  const bodies = pack(
    rendered.map((r) => r.text),
    rendered.flatMap((r) => r.rows ?? []).slice(0, 5),
    privateBody,
  );
  const files = rendered.flatMap((r) => r.files ?? []).slice(0, 10);
  const last = bodies.at(-1);
  if (files.length && last) bodies[bodies.length - 1] = privateBody(last.content, last.components, files);
  return bodies;
}

function confirmPush(v: Extract<PrivateView, { kind: 'confirm-push' }>, extras: PrivateExtras): Rendered {
  const text = md`Pushing ${faces(v.dice)} (${v.dice.length} of your ${plural(v.poolSize, 'die', 'dice')})${v.npc ? md` as ${v.npc}` : ''} against ${v.target} is more than half your pool.\nAction: ${quote(v.action)}${v.risky ? ' (risky)' : ''}`;
  const yes = makeId({
    kind: 'push',
    conflictId: v.conflictId,
    risky: v.risky,
    dice: v.dice,
    target: v.target,
    action: v.action,
    as: extras.as ?? null,
    npc: v.npc,
  });
  if (yes === null) return { text: md`${text}\nTo push them anyway, run /exchange lead again with confirm: True.` };
  const row: Row = {
    type: ComponentType.ActionRow,
    components: [
      { type: ComponentType.Button, style: ButtonStyle.Danger, label: 'Push them', custom_id: yes },
      {
        type: ComponentType.Button,
        style: ButtonStyle.Secondary,
        label: 'Cancel',
        custom_id: makeId({ kind: 'push-no', conflictId: v.conflictId })!,
      },
    ],
  };
  return { text: md`${text}\nPush them?`, rows: [row] };
}
