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
} from './mov-ships';
export {
  MERCENARIES,
  findMercenary,
  NOVA_BALL_FIREPOWER,
  mercenaryFirepower,
  resolveMercenaryAttack,
  resolveNovaBalls,
  rollMercenaryAttack,
  rollNovaBalls,
  type Mercenary,
} from './mov-combat';
export { resolveHaggle, rollHaggle, type HaggleSituation } from './mov-haggling';
