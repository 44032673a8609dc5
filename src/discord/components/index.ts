// Routes button, select-menu and modal interactions by their customId.
import type { MessageComponentInteraction, ModalSubmitInteraction } from 'discord.js';
import type { BotContext } from '../context';
import { Refusal } from '../refusal';
import { isCampaignComponent, onCampaignComponent } from './campaign';
import { parseId } from './ids';
import { handlePlayComponent } from './conflict-buttons';
import { isPlayId } from './conflict-button-ids';
import { onLeadPicked, onPushCancelled, onPushConfirmed } from './lead';
import { onAnswerSubmitted, onRespondClicked, onRespondPicked } from './respond';
import { handleRollComponent } from './roll';
import { isRollId } from './roll-ids';

export async function handleComponent(ctx: BotContext, i: MessageComponentInteraction | ModalSubmitInteraction): Promise<void> {
  if (isPlayId(i.customId)) return handlePlayComponent(ctx, i);
  if (isRollId(i.customId)) return handleRollComponent(ctx, i);
  const id = parseId(i.customId);
  if (id?.kind === 'lead' && i.isStringSelectMenu()) return onLeadPicked(ctx, i, id);
  if (id?.kind === 'push' && i.isButton()) return onPushConfirmed(ctx, i, id);
  if (id?.kind === 'push-no' && i.isButton()) return onPushCancelled(ctx, i);
  if (id?.kind === 'ex:respond' && i.isButton()) return onRespondClicked(ctx, i, id);
  if (id?.kind === 'ex:pick' && i.isStringSelectMenu()) return onRespondPicked(ctx, i, id);
  if (id?.kind === 'ex:act' && i.isModalSubmit()) return onAnswerSubmitted(ctx, i, id);
  if (isCampaignComponent(i.customId) && i.isMessageComponent() && (await onCampaignComponent(ctx, i))) return;
  throw new Refusal('discord/unknown-component');
}
