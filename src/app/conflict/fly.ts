import { capitalised } from '../../rules';
import { isEvent, spokenName } from '../../rules/conflict';
import { catalogSkill } from '../character/character-skill';
import { checkLoaded, loadForMove, ownPoolView, playLoaded } from './conflict-machine';
import type { Caller, Deps } from '../use-case/context';
import { transact } from '../use-case/transaction';
import { outcome, type Outcome } from '../views';

/**
 * /fly (R7): switching to a similar goal mid-conflict, played by the conflict machine. The channel
 * learns who won; the caller sees its own roll and its pool through its own view (R13.1).
 */
export async function flyDice(
  deps: Deps,
  caller: Caller,
  input: { skill: string; against: string; as?: string | null },
) {
  return await transact(deps, caller, async (deps): Promise<Outcome> => {
    const loaded = await loadForMove(deps, caller, input.as);
    const precheck = { do: 'fly' as const, skill: input.skill, against: input.against };
    checkLoaded(loaded, precheck);
    const skill = catalogSkill(loaded.campaign, input.skill);
    const played = await playLoaded(deps, loaded, { ...precheck, skill: skill.text });
    const fly = played.events.find(isEvent('fly'))!.data;
    const mine = played.events
      .filter(isEvent('fly-roll'))
      .find((e) => typeof e.to === 'object' && e.to.participant === fly.by)!.data.faces;
    const roll = mine.join(' ') || '(nothing)';
    // Flown against an NPC of the GM side: that NPC is who players read, not the side.
    const npc = played.state.npcs.find((n) => n.name.toLowerCase() === input.against.trim().toLowerCase());
    const spoken = (name: string) => spokenName(played.state, name, name === fly.against ? (npc?.name ?? null) : null);
    const note =
      fly.winner === fly.by
        ? `Your fly roll ${roll} won: all ${fly.gained} dice of both rolls join your pool.`
        : fly.winner
          ? `Your fly roll ${roll} lost: ${capitalised(spoken(fly.against))} takes the dice.`
          : `Your fly roll ${roll} tied exactly: nobody gains.`;
    return outcome(
      [
        {
          kind: 'fly-result',
          conflictId: loaded.conflict.id,
          deviator: capitalised(spoken(fly.by)),
          opponent: spoken(fly.against),
          skill: skill.text,
          winner: fly.winner ? spoken(fly.winner) : fly.winner,
        },
      ],
      { [caller.userId]: [{ kind: 'pool', pool: ownPoolView(played, fly.by, note) }] },
    );
  });
}
