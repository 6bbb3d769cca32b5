// The release guard's sequential test: a mixture sequential probability ratio test (mSPRT) on a proportion, the
// always-valid test of Johari, Pekelis and Walsh ("Always valid inference", 2017; the one Optimizely's stats engine
// runs), with the normal approximation of the binomial.
//
// Why this one: the guard looks at the figures every few seconds and must be free to stop at any look. A fixed-sample
// test read that often rolls back healthy canaries far more often than its nominal error rate; Wald's SPRT needs one
// alternative rate named in advance. The mSPRT mixes the alternatives over a normal prior N(0, τ²) on the excess, and
// its likelihood ratio Λ is a non-negative martingale under the null, so by Ville's inequality the chance that Λ EVER
// reaches 1/α (at any look, however many) is at most α. Its price is power at tiny samples, which the guard's minimum
// sample forbids anyway.
//
// The null is "the canary's rate is at most the baseline plus a tolerance": only an excess beyond the tolerance counts
// as evidence (one-sided), so a canary exactly as good as stable, or slightly worse within the tolerance, rolls back
// with probability at most α per metric per step. The approximations it rests on: views are counted as independent
// trials (a device in an error loop is several views; the browser caps a batch's counts), and the variance is
// estimated from the data with one success and one failure added to each arm (Agresti–Caffo), so a stable version
// with no errors at all still has a variance instead of a division by zero.

export interface Proportion {
  /** events (failed views, failed API calls, slow vitals) */
  events: number;
  /** trials (views, API calls, vitals samples) */
  trials: number;
}

export interface SequentialTestOptions {
  /** the chance of a false alarm per metric per step (Λ ≥ 1/alpha is significant) */
  alpha: number;
  /** the spread of the prior on the excess rate: about the size of excess the test is quickest to see */
  tau: number;
}

export interface SequentialTestResult {
  /** Λ: how many times likelier the figures are with an excess beyond the tolerance than without */
  statistic: number;
  /** 1/alpha */
  threshold: number;
  significant: boolean;
}

/** The smoothed rate of an arm, never 0 or 1 (one success and one failure added). */
function smoothedVariance({ events, trials }: Proportion): number {
  const rate = (events + 1) / (trials + 2);
  return (rate * (1 - rate)) / trials;
}

export function rateOf({ events, trials }: Proportion): number {
  return trials > 0 ? events / trials : 0;
}

/**
 * Is the canary's rate above the baseline's plus `tolerance`? `baseline` is either the stable arm's counts or a fixed
 * rate (vitals: the share of samples a p75 leaves above it, 0.25, known exactly). Both arms need trials.
 */
export function mixtureSprt(
  canary: Proportion,
  baseline: Proportion | { rate: number },
  tolerance: number,
  { alpha, tau }: SequentialTestOptions,
): SequentialTestResult {
  const threshold = 1 / alpha;
  const fixed = 'rate' in baseline;
  if (canary.trials <= 0 || (!fixed && baseline.trials <= 0)) return { statistic: 0, threshold, significant: false };
  const variance = smoothedVariance(canary) + (fixed ? 0 : smoothedVariance(baseline));
  const excess = rateOf(canary) - (fixed ? baseline.rate : rateOf(baseline)) - tolerance;
  // One-sided: an improvement is no evidence of harm (Λ at zero excess, below 1).
  const shift = Math.max(0, excess);
  const tau2 = tau * tau;
  const logLambda =
    0.5 * Math.log(variance / (variance + tau2)) + (tau2 * shift * shift) / (2 * variance * (variance + tau2));
  // exp overflows past ~709; such a ratio is decisive whatever its size.
  const statistic = Math.exp(Math.min(logLambda, 700));
  return { statistic, threshold, significant: statistic >= threshold };
}
