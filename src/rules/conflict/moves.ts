// Every move a conflict knows (R3–R10). The actor is passed beside the move, never inside it.
import type { Face } from '../dice';
import type { GoalPlace } from '../goals';
import type { ConflictGear, SideNo } from './types';

export type Move =
  // Set-up and rolling (R3, R4.1)
  | {
      do: 'join';
      name: string;
      side: SideNo;
      gm?: boolean;
      level?: number;
      skills?: string[];
      gear?: ConflictGear[];
      points?: number;
      books?: number;
      followUp?: number;
    }
  | { do: 'add-npc'; name: string; gang?: number | null; mook?: boolean }
  | { do: 'secondary'; skill: string }
  | { do: 'circumstance'; for: string; dice: number }
  /** `npc`: a mook the rack is spent on, which then fights with the GM pool (R3.3). */
  | { do: 'rack'; racks?: number; npc?: string | null }
  /** Rolls the actor's draw from `dice`, or takes a pool rolled elsewhere; `commitment` seals it. */
  | { do: 'roll'; pool?: Face[]; commitment?: string }
  /** R4.1: the exchanges begin; `idleMinutes`: minutes since anyone last joined (for the campaign's wait). */
  | { do: 'begin'; idleMinutes?: number | null }
  // Initiative (R4.3)
  | { do: 'initiative-open' }
  | { do: 'bid'; dice: Face[] }
  | { do: 'pass' }
  | { do: 'gm-bid'; for: string; dice: Face[] }
  | { do: 'initiative-close' }
  // Negotiation (R4.2)
  | { do: 'propose'; target: string; goal: string; price: number }
  | { do: 'counter'; offer: number; goal: string; price: number }
  | { do: 'only-if'; offer: number; goal: string; price: number }
  | { do: 'accept'; offer: number }
  | { do: 'refuse'; offer: number }
  // Fly dice (R7): faces after roll-in, given or rolled from `dice`
  | { do: 'fly'; skill: string; against: string; a?: Face[]; b?: Face[] }
  // Exchanges (R5, R3.5, R2.4)
  /** `npc`: the GM side leads through this NPC of its own (who the players read as leading). */
  | { do: 'lead'; target: string; dice: Face[]; risky?: boolean; action?: string; npc?: string | null }
  | { do: 'respond'; dice: Face[]; action?: string }
  | { do: 'dispute' }
  | { do: 'war'; die: Face }
  | { do: 'cancel' }
  | { do: 'action'; skill: string }
  | { do: 'resist'; gear: string; quality?: number }
  | { do: 'end-round' }
  // Goals and books (R9, R10, R5.6)
  /** R9.5: `narration` is the buyer's own words for the effect, kept with it. */
  | {
      do: 'buy';
      goal: string;
      target: string;
      people?: number | null;
      place?: GoalPlace | null;
      /** R9.3: zones between the buyer's zone and the target's (0, the default: the same zone). */
      distance?: number | null;
      points?: number | null;
      narration?: string | null;
    }
  | { do: 'give'; to: string; books: number }
  /** R10.3: points trained in a skill of this conflict, spent as books. */
  | { do: 'trained-books'; books: number }
  // The end (R4.6, R8)
  | { do: 'end'; reason: 'agreed' | 'gm' }
  /** R4.6: the actor's player asks to end the conflict; it ends once everyone has asked. */
  | { do: 'ask-end' }
  /** R8.2: before a follow-up, those still holding books are told it will drop them. */
  | { do: 'warn-books' }
  | { do: 'chin' };

export type MoveName = Move['do'];
export type MoveOf<K extends MoveName> = Extract<Move, { do: K }>;
