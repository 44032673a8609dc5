/** Thrown for a case that fails before its expectations can be compared (a move gone wrong). */
export class CaseFailure extends Error {}
