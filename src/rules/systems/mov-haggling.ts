/**
 * Merchant of Venus optional rule 6, Haggling (seed 001, 6.1–6.4, with the mercenary adjustments of
 * 9.4). One refund and one penalty per deal, however many Goods markers it covers (6.4).
 */
import { rollD6, type RandomSource } from '../dice';
import { wholeNumber } from './validate';

/** Every step of the refund and the penalty is five dollars. */
export const HAGGLE_STEP = 5;

export interface HaggleSituation {
  /**
   * Goods markers the Culture offers right now (6.1). Reading: counted before the purchase, so the
   * markers being bought are included; at least one, since haggling is about buying goods.
   */
  goodsForSale: number;
  /** The merchant's own ports, factories and forts on the dot (6.1). */
  ownBuildings: number;
  /** True when the merchant's species lives in this system (6.1). */
  ownSpeciesSystem: boolean;
  /** Enemy ports, factories and forts on the dot (6.2). */
  enemyBuildings: number;
  /** True when trading at a city or an Open Port (6.2). */
  atCityOrOpenPort: boolean;
  /** The merchant's mercenaries on the dot; each adds $5 to the refund (9.4). */
  ownMercenaries?: number;
  /** Other merchants' mercenaries on the dot; each adds $5 to the penalty (9.4). */
  enemyMercenaries?: number;
}

export interface MoneyPart {
  label: string;
  amount: number;
}

export interface HaggleResult {
  roll: number;
  refund: number;
  refundParts: MoneyPart[];
  penalty: number;
  penaltyParts: MoneyPart[];
  /**
   * Penalty minus refund: what buying costs beyond the normal price (negative means the merchant
   * comes out ahead). Commissions are figured on the normal price only (6.3).
   */
  net: number;
  text: string;
}

/** Rule 6 with the penalty die already rolled. */
export function resolveHaggle(situation: HaggleSituation, roll: number): HaggleResult {
  const face = wholeNumber(roll, 'the penalty roll', 1, 6, 'dice/bad-face');
  const goods = wholeNumber(situation.goodsForSale, 'the number of Goods markers for sale', 1, 1000);
  const own = wholeNumber(situation.ownBuildings, 'the number of your ports, factories and forts on the dot', 0, 1000);
  const enemy = wholeNumber(
    situation.enemyBuildings,
    'the number of enemy ports, factories and forts on the dot',
    0,
    1000,
  );
  const ownMercs = wholeNumber(situation.ownMercenaries ?? 0, 'the number of your mercenaries on the dot', 0, 1000);
  const enemyMercs = wholeNumber(
    situation.enemyMercenaries ?? 0,
    'the number of enemy mercenaries on the dot',
    0,
    1000,
  );
  const refundParts = nonZero([
    { label: `${goods} Goods for sale`, amount: HAGGLE_STEP * goods },
    { label: `${own} own ports, factories and forts`, amount: HAGGLE_STEP * own },
    { label: 'home species system', amount: situation.ownSpeciesSystem ? HAGGLE_STEP : 0 },
    { label: `${ownMercs} own mercenaries`, amount: HAGGLE_STEP * ownMercs },
  ]);
  const penaltyParts = nonZero([
    { label: `die roll ${face}`, amount: HAGGLE_STEP * face },
    { label: `${enemy} enemy ports, factories and forts`, amount: HAGGLE_STEP * enemy },
    { label: 'city or Open Port', amount: situation.atCityOrOpenPort ? HAGGLE_STEP : 0 },
    { label: `${enemyMercs} enemy mercenaries`, amount: HAGGLE_STEP * enemyMercs },
  ]);
  const refund = total(refundParts);
  const penalty = total(penaltyParts);
  const net = penalty - refund;
  const price = net === 0 ? 'the normal price' : `$${Math.abs(net)} ${net > 0 ? 'more' : 'less'} than the normal price`;
  const text = `Rolled a ${face}: a refund of $${refund} against a penalty of $${penalty}, so buying costs ${price}.`;
  return { roll: face, refund, refundParts, penalty, penaltyParts, net, text };
}

/** Rule 6: rolls the one penalty die. */
export function rollHaggle(situation: HaggleSituation, source: RandomSource): HaggleResult {
  // Validate before drawing a die so a bad request consumes no randomness.
  resolveHaggle(situation, 1);
  return resolveHaggle(situation, rollD6(source));
}

function nonZero(parts: MoneyPart[]): MoneyPart[] {
  return parts.filter((p) => p.amount !== 0);
}

function total(parts: readonly MoneyPart[]): number {
  return parts.reduce((t, p) => t + p.amount, 0);
}
