// Routes button, select-menu and modal interactions by their customId.
import type { MessageComponentInteraction, ModalSubmitInteraction } from 'discord.js';
import type { BotContext } from '../context';
import { Refusal } from '../refusal';
import { isCampaignComponent, onCampaignComponent } from './campaign';
import { parseId } from './ids';
import { handlePlayComponent } from './conflict-buttons';
import { isPlayId } from './conflict-button-ids';
import { onPushCancelled, onPushConfirmed } from './lead';
import { onAnswerSubmitted, onRespondClicked } from './respond';
import { onCharacterPicked, onJoinClicked, onLeadClicked, onRollClicked } from './join-roll-lead';
import { onDicePushed, onDiceToggled, onLeadFormSent } from './dice-toggles';
import { onBuyOpened, onGoalPicked, onGoalTargetPicked } from './buy-goal';
import { handleRollComponent } from './roll';
import { isRollId } from './roll-ids';
import { isTableId } from '../table/table-ids';
import { handleTableComponent } from '../table/table-moves';

export async function handleComponent(
  ctx: BotContext,
  i: MessageComponentInteraction | ModalSubmitInteraction,
): Promise<void> {
  if (isPlayId(i.customId)) return handlePlayComponent(ctx, i);
  if (isRollId(i.customId)) return handleRollComponent(ctx, i);
  if (isTableId(i.customId)) return handleTableComponent(ctx, i);
  const id = parseId(i.customId);
  if (id?.kind === 'push' && i.isButton()) return onPushConfirmed(ctx, i, id);
  if (id?.kind === 'push-no' && i.isButton()) return onPushCancelled(ctx, i);
  if (id?.kind === 'ex:respond' && i.isButton()) return onRespondClicked(ctx, i, id);
  if (id?.kind === 'cf:join' && i.isButton()) return onJoinClicked(ctx, i, id);
  if (id?.kind === 'cf:roll' && i.isButton()) return onRollClicked(ctx, i, id);
  if (id?.kind === 'cf:who' && i.isStringSelectMenu()) return onCharacterPicked(ctx, i, id);
  if (id?.kind === 'cf:lead' && i.isButton()) return onLeadClicked(ctx, i, id);
  if (id?.kind === 'dice:tog' && i.isButton()) return onDiceToggled(ctx, i, id);
  if (id?.kind === 'dice:go' && i.isButton()) return onDicePushed(ctx, i, id);
  if (id?.kind === 'lead:act' && i.isModalSubmit()) return onLeadFormSent(ctx, i, id);
  if (id?.kind === 'buy:open' && i.isButton()) return onBuyOpened(ctx, i, id);
  if (id?.kind === 'buy:pick' && i.isStringSelectMenu()) return onGoalPicked(ctx, i, id);
  if (id?.kind === 'buy:who' && i.isStringSelectMenu()) return onGoalTargetPicked(ctx, i, id);
  if (id?.kind === 'ex:act' && i.isModalSubmit()) return onAnswerSubmitted(ctx, i, id);
  if (isCampaignComponent(i.customId) && i.isMessageComponent() && (await onCampaignComponent(ctx, i))) return;
  throw new Refusal('discord/unknown-component');
}
