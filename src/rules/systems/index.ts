/** Public API of the preset dice systems and the typed dice notation. */
export { SystemError, type SystemErrorCode, isRollRefusal } from './errors';
export * from './notation';
export * from './merchant-of-venus';
export * from './drama-dice';
export * from './finesse-force';
export { PRESETS, findPreset, type Preset } from './presets';
export { MAX_ROLL_DICE, assertRollDice } from './limits';
