/**
 * A probability as a short percentage for people: whole percents in the middle, one decimal
 * near 0 and 100, and never "0%" or "100%" for something that is merely rare or almost certain.
 */
export function formatPercent(p: number): string {
  if (!Number.isFinite(p)) return '?';
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 0.001) return 'under 0.1%';
  if (p > 0.999) return 'over 99.9%';
  const pct = p * 100;
  if (pct < 9.95 || pct >= 98.95) return `${pct.toFixed(1)}%`;
  return `${Math.min(99, Math.round(pct))}%`;
}

/** A compact percentage for chart labels: like formatPercent, but "<0.1%" and ">99.9%". */
export function formatPercentShort(p: number): string {
  return formatPercent(p).replace('under ', '<').replace('over ', '>');
}

/** A number with at most `digits` decimals and no trailing zeros: 3.60 → "3.6", 2.00 → "2". */
export function formatNumber(x: number, digits = 1): string {
  if (!Number.isFinite(x)) return '?';
  return stripZero(x.toFixed(digits));
}

function stripZero(s: string): string {
  return s.includes('.') ? s.replace(/\.?0+$/, '') : s;
}
