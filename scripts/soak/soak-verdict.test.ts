import { describe, expect, it } from 'vitest';
import { judgeRss, type TRssSample } from './soak-verdict';

const samples = (mbAt: (seconds: number) => number): TRssSample[] =>
  Array.from({ length: 120 }, (_, index) => ({ seconds: index * 5, mb: mbAt(index * 5) }));
const wobble = (seconds: number) => 3 * Math.sin(seconds / 7);

describe("the soak's RSS verdict", () => {
  it('passes a flat curve that wobbles and gives memory back once', () => {
    const verdict = judgeRss(
      samples((s) => 300 + wobble(s) - (s > 400 ? 40 : 0)),
      600,
    );
    expect(verdict.isFlat).toBe(true);
  });

  it('passes growth during warm-up, then flat', () => {
    expect(
      judgeRss(
        samples((s) => Math.min(300, 200 + s) + wobble(s)),
        600,
      ).isFlat,
    ).toBe(true);
  });

  it('fails a steady rise of 4 MB a minute over the second half, under the same wobble', () => {
    const verdict = judgeRss(
      samples((s) => 300 + (s * 4) / 60 + wobble(s)),
      600,
    );
    expect(verdict.isFlat).toBe(false);
    expect(verdict.text).toContain('GROWING');
  });
});
