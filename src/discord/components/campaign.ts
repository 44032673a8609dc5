// Buttons of the campaign economy (R10): the player answers a compel (Accept / Refuse), the GM
// answers a plea for points (Grant / Deny). The customId carries the record id and the answer, so a
// click after a restart still works; a second click is refused by the app ("already answered").
import { ButtonStyle, type ChatInputCommandInteraction, ComponentType, type ButtonInteraction } from 'discord.js';
import { answerBeg, answerCompel, type Outcome } from '../../app';
import { callerOf } from '../caller';
import type { Answering, BotContext } from '../context';
import { type Row, withComponents } from '../render/body';
import { renderPrivateViews } from '../render/private';
import { renderPublicViews } from '../render/public';
import { sendOutcome, sendPrivate, sendPublic } from '../reply';

export type CampaignButton = { kind: 'compel' | 'beg'; id: number; yes: boolean };

const PREFIX = 'camp:';

export function campaignButtonId(b: CampaignButton): string {
  return `${PREFIX}${b.kind}:${b.id}:${b.yes ? 'y' : 'n'}`;
}

export function parseCampaignButton(customId: string): CampaignButton | null {
  const m = /^camp:(compel|beg):(\d{1,15}):([yn])$/.exec(customId);
  return m ? { kind: m[1] as CampaignButton['kind'], id: Number(m[2]), yes: m[3] === 'y' } : null;
}

function answerRow(kind: CampaignButton['kind'], id: number): Row {
  const [yes, no] = kind === 'compel' ? ['Accept', 'Refuse'] : ['Grant', 'Deny'];
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.Button,
        style: ButtonStyle.Success,
        label: yes,
        custom_id: campaignButtonId({ kind, id, yes: true }),
      },
      {
        type: ComponentType.Button,
        style: ButtonStyle.Secondary,
        label: no,
        custom_id: campaignButtonId({ kind, id, yes: false }),
      },
    ],
  };
}

/**
 * Sends an offer's Outcome with its answer buttons on the (last) public message. Only users the
 * use case names in its views are pinged (the player asked to answer a compel), never ids found in
 * the text, which may hold names people typed.
 */
export async function sendOffer(
  i: ChatInputCommandInteraction,
  outcome: Outcome,
  kind: CampaignButton['kind'],
  id: number,
  ctx: Answering,
): Promise<void> {
  if (outcome.replayed) return sendOutcome(i, outcome, {}, ctx);
  const privates = renderPrivateViews(outcome.private[i.user.id] ?? []);
  const publics = renderPublicViews(outcome.public);
  const last = publics.at(-1);
  if (last) {
    publics[publics.length - 1] = withComponents(last, [...last.components, answerRow(kind, id)].slice(0, 5));
  }
  for (const body of privates) await sendPrivate(i, body);
  for (const body of publics) await sendPublic(i, body, ctx);
}

export async function onCampaignAnswer(ctx: BotContext, i: ButtonInteraction, b: CampaignButton): Promise<void> {
  const caller = callerOf(i);
  const outcome =
    b.kind === 'compel'
      ? await answerCompel(ctx.deps, caller, { compelId: b.id, accept: b.yes })
      : await answerBeg(ctx.deps, caller, { begId: b.id, grant: b.yes });
  await sendOutcome(i, outcome, {}, ctx);
}
