// Whether the server's memory stayed flat: a straight line fitted to the RSS samples of the run's
// second half (the first is warm-up: caches filling, code being optimised) must not rise by more than
// its noise (three times the samples' spread around the line) nor by more than a fixed floor, since a
// garbage-collected heap always moves by a few megabytes.
export type TRssSample = { seconds: number; mb: number };

export const RSS_FLOOR_MB = 10;

export function judgeRss(samples: TRssSample[], durationSeconds: number): { isFlat: boolean; text: string } {
  const half = samples.filter(
    (sample) => sample.seconds >= durationSeconds / 2 && Number.isFinite(sample.mb),
  );
  if (half.length < 3) return { isFlat: false, text: 'RSS: too few samples in the second half to judge' };
  const meanX = half.reduce((sum, sample) => sum + sample.seconds, 0) / half.length;
  const meanY = half.reduce((sum, sample) => sum + sample.mb, 0) / half.length;
  const covariance = half.reduce((sum, sample) => sum + (sample.seconds - meanX) * (sample.mb - meanY), 0);
  const variance = half.reduce((sum, sample) => sum + (sample.seconds - meanX) ** 2, 0);
  const slope = variance === 0 ? 0 : covariance / variance;
  const spread = Math.sqrt(
    half.reduce((sum, sample) => sum + (sample.mb - (meanY + slope * (sample.seconds - meanX))) ** 2, 0) /
      half.length,
  );
  const first = half[0] as TRssSample;
  const last = half[half.length - 1] as TRssSample;
  const growth = slope * (last.seconds - first.seconds);
  const allowed = Math.max(RSS_FLOOR_MB, 3 * spread);
  const isFlat = growth <= allowed;
  const minMb = Math.min(...half.map((sample) => sample.mb));
  const maxMb = Math.max(...half.map((sample) => sample.mb));
  return {
    isFlat,
    text:
      `RSS over the second half (${half.length} samples, ${first.seconds.toFixed(0)}-${last.seconds.toFixed(0)} s): ` +
      `${minMb.toFixed(1)}-${maxMb.toFixed(1)} MB, trend ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB ` +
      `(allowed ${allowed.toFixed(1)} MB: ${RSS_FLOOR_MB} MB or 3 × the ${spread.toFixed(1)} MB noise): ${isFlat ? 'flat' : 'GROWING'}`,
  };
}
