// Property tests draw their cases from one fixed seed, so a run is repeatable (set VENUS_FC_SEED to
// explore other cases; a failure prints the seed and path that reproduce it).
import fc from 'fast-check';

fc.configureGlobal({ seed: Number(process.env.VENUS_FC_SEED ?? 20261130) });
