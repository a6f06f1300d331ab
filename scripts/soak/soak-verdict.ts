// Whether the server's memory stayed flat: a line fitted to the RSS samples of the run's second half
// (the first is warm-up: caches filling, code being optimised) must not rise by more than its noise nor by
// more than a fixed floor, since a garbage-collected heap always moves by a few megabytes. The line is
// Theil-Sen's (the median of the slopes between every two samples) and the noise the samples' median
// distance from it: a collection that gives memory back at one moment moves neither much, while a
// leak's steady rise does.
export type TRssSample = { seconds: number; mb: number };

export const RSS_FLOOR_MB = 10;

function findMedian(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function judgeRss(samples: TRssSample[], durationSeconds: number): { isFlat: boolean; text: string } {
  const half = samples.filter(
    (sample) => sample.seconds >= durationSeconds / 2 && Number.isFinite(sample.mb),
  );
  if (half.length < 3) return { isFlat: false, text: 'RSS: too few samples in the second half to judge' };
  const slopes: number[] = [];
  for (let i = 0; i < half.length; i++) {
    for (let j = i + 1; j < half.length; j++) {
      const a = half[i] as TRssSample;
      const b = half[j] as TRssSample;
      if (b.seconds > a.seconds) slopes.push((b.mb - a.mb) / (b.seconds - a.seconds));
    }
  }
  const slope = findMedian(slopes);
  const intercept = findMedian(half.map((sample) => sample.mb - slope * sample.seconds));
  const noise = findMedian(half.map((sample) => Math.abs(sample.mb - (intercept + slope * sample.seconds))));
  const first = half[0] as TRssSample;
  const last = half[half.length - 1] as TRssSample;
  const growth = slope * (last.seconds - first.seconds);
  const allowed = Math.max(RSS_FLOOR_MB, 3 * noise);
  const isFlat = growth <= allowed;
  const mbs = half.map((sample) => sample.mb);
  return {
    isFlat,
    text:
      `RSS over the second half (${half.length} samples, ${first.seconds.toFixed(0)}-${last.seconds.toFixed(0)} s): ` +
      `${Math.min(...mbs).toFixed(1)}-${Math.max(...mbs).toFixed(1)} MB, trend ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB ` +
      `(allowed ${allowed.toFixed(1)} MB: ${RSS_FLOOR_MB} MB or 3 × the ${noise.toFixed(1)} MB noise): ${isFlat ? 'flat' : 'GROWING'}`,
  };
}
