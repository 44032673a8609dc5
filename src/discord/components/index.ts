// Routes button, select-menu and modal interactions by their customId: the first route whose parser
// knows the id handles it. Each family of ids has its own codec (ids.ts, conflict-button-ids.ts,
// roll-ids.ts, campaign.ts); a new button adds its codec and handler, and one line here.
import type { BotContext } from '../context';
import { Refusal } from '../refusal';
import { onCampaignAnswer, parseCampaignButton } from './campaign';
import { idOf } from './ids';
import { onAgreeToEnd, onBidPicked, onGoalAnswer, onGoalForm, onMyPool } from './conflict-buttons';
import { playIdOf } from './conflict-button-ids';
import { onPushCancelled, onPushConfirmed } from './lead';
import { onAnswerSubmitted, onLeadChoice, onRespondClicked } from './respond';
import { onBeginClicked, onCharacterPicked, onJoinClicked, onLeadClicked, onRollClicked } from './join-roll-lead';
import { onDicePushed, onDiceToggled, onLeadFormSent, onLeadReopened } from './dice-toggles';
import { onBuyOpened, onGoalPicked, onGoalTargetPicked, onProposeClicked, onProposeSent } from './buy-goal';
import { onRollControl } from './roll';
import { parseRollId } from './roll-ids';
import { handleBuilderComponent } from './builder';
import { parseBuilderId } from './builder-ids';
import { onStartClicked, onStartFormSent } from './conflict-start';
import { startButtonOf, startFormOf } from './start-ids';
import { parseTableId } from '../table/table-ids';
import { handleTableComponent } from '../table/table-moves';
import { onGmPanel } from './gm-panel';
import { parseGmPanelId } from './gm-panel-ids';
import { anyComponent, button, type ComponentInteraction, form, menu, type Route } from './route';

const ROUTES: readonly Route[] = [
  button(playIdOf('goal:ans'), onGoalAnswer),
  form(playIdOf('goal:form'), onGoalForm),
  button(playIdOf('end:agree'), onAgreeToEnd),
  menu(playIdOf('bid'), onBidPicked),
  button(playIdOf('pool:mine'), onMyPool),
  anyComponent(parseRollId, onRollControl),
  anyComponent(parseBuilderId, (ctx, i) => handleBuilderComponent(ctx, i)),
  button(idOf('push'), onPushConfirmed),
  button(idOf('push-no'), onPushCancelled),
  button(idOf('ex:respond'), onRespondClicked),
  button(idOf('ex:dispute'), onLeadChoice),
  button(idOf('ex:resist'), onLeadChoice),
  button(idOf('cf:join'), onJoinClicked),
  button(idOf('cf:roll'), onRollClicked),
  button(idOf('cf:begin'), onBeginClicked),
  menu(idOf('cf:who'), onCharacterPicked),
  button(idOf('cf:lead'), onLeadClicked),
  button(idOf('dice:tog'), onDiceToggled),
  button(idOf('dice:one'), onDiceToggled),
  button(idOf('dice:go'), onDicePushed),
  form(idOf('lead:act'), onLeadFormSent),
  button(idOf('lead:again'), onLeadReopened),
  button(idOf('buy:open'), onBuyOpened),
  menu(idOf('buy:pick'), onGoalPicked),
  menu(idOf('buy:who'), onGoalTargetPicked),
  button(idOf('buy:prop'), onProposeClicked),
  form(idOf('buy:propf'), onProposeSent),
  form(idOf('ex:act'), onAnswerSubmitted),
  button(parseCampaignButton, onCampaignAnswer),
  button(startButtonOf, onStartClicked),
  form(startFormOf, onStartFormSent),
  anyComponent(parseTableId, handleTableComponent),
  anyComponent(parseGmPanelId, onGmPanel),
];

export async function handleComponent(ctx: BotContext, i: ComponentInteraction): Promise<void> {
  for (const route of ROUTES) if (await route.handle(ctx, i)) return;
  throw new Refusal('discord/unknown-component');
}
