// The pure rules core (R1–R14). Nothing here touches I/O, Discord, SQLite, clocks or global randomness.
export * from './errors';
export * from './echo';
export * from './dice';
export * from './random';
export * from './pool';
export * from './skills';
export * from './draw';
export * from './exchange';
export * from './fly';
export * from './leftovers';
export * from './points';
export * from './goals';
export * from './effects';
export * from './probability';
export * from './odds';
export * from './names';
export * from './affiliations';
