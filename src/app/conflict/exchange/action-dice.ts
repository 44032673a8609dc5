// R3.5: a lead or an answer may name the skill its action uses; once a round its player character
// draws a die per held skill on that skill's line, rolled in secretly, before it picks its dice.
import { beganNotice, beganPrivate, beginMove, setUpStillOpen, withPrivate } from '../conflict-begin';
import { actorName, after, loadForMove, ownPoolView, playLoaded } from '../conflict-machine';
import type { Caller, Deps } from '../../use-case/context';
import { catalogSkill } from '../../character/character-skill';
import { diceCount } from '../../text/words';
import { isEvent } from '../../../rules/conflict';
import { transact } from '../../use-case/transaction';
import { outcome } from '../../views';

export async function drawActionDice(deps: Deps, caller: Caller, input: { skill: string; as?: string | null }) {
  return await transact(deps, caller, async (deps) => {
    const unbegun = await loadForMove(deps, caller, input.as);
    const skill = catalogSkill(unbegun.campaign, input.skill).text;
    // R4.1: a lead by the GM or the initiator while the set-up is open begins the exchanges.
    const began = setUpStillOpen(unbegun) ? await playLoaded(deps, unbegun, await beginMove(deps, unbegun)) : null;
    const loaded = began ? after(unbegun, began) : unbegun;
    const played = await playLoaded(deps, loaded, { do: 'action', skill });
    const me = actorName(played.state, played.actor)!;
    const faces = played.events.find(isEvent('action-faces'))!.data.faces;
    const note = `Action dice for ${skill}: ${diceCount(faces.length)} joined your pool${faces.length ? ` (${faces.join(' ')})` : ''}.`;
    const out = outcome(began ? beganNotice(began) : [], {
      [caller.userId]: [{ kind: 'pool', pool: ownPoolView(played, me, note) }],
    });
    return began ? withPrivate(out, beganPrivate(began)) : out;
  });
}
