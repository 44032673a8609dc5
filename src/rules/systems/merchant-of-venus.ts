/**
 * Merchant of Venus optional rules (seed 001): customised ship movement (rule 5), the mercenary
 * attack (9.332), Variable Nova Balls (3) and Haggling (6). Each piece lives in its own mov-* file.
 */
export {
  SHIP_TYPES,
  SPECIES,
  chooseMovement,
  customShip,
  describeShip,
  rollMovement,
  type CustomShip,
  type HullExtra,
  type MovementChoice,
  type MovementResult,
  type ShipType,
  type Species,
} from './mov-ships';
export {
  MERCENARIES,
  MERCENARY_LIST,
  findMercenary,
  NOVA_BALL_FIREPOWER,
  mercenaryFirepower,
  resolveMercenaryAttack,
  resolveNovaBalls,
  rollMercenaryAttack,
  rollNovaBalls,
  type AttackOutcome,
  type Mercenary,
  type MercenaryAttackResult,
  type MercenaryAttackSide,
  type NovaBallResult,
  type NovaBallSide,
} from './mov-combat';
export { HAGGLE_STEP, resolveHaggle, rollHaggle, type HaggleResult, type HaggleSituation, type MoneyPart } from './mov-haggling';
