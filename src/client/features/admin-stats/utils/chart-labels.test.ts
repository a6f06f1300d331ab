import { describe, expect, it } from 'vitest';
import { isLabelledPoint, pickLabelStep, shortenLabel } from './chart-labels';

describe('pickLabelStep', () => {
  it('labels every point when they fit, and fewer when they do not', () => {
    expect(pickLabelStep(7, 10)).toBe(1);
    expect(pickLabelStep(30, 10)).toBe(3);
    expect(pickLabelStep(90, 4)).toBe(23);
    expect(pickLabelStep(0, 4)).toBe(1);
    expect(pickLabelStep(5, 0)).toBe(5);
  });
});

describe('isLabelledPoint', () => {
  it('always labels the most recent point, then every step back', () => {
    const labelled = Array.from({ length: 10 }, (_, index) => index).filter((index) =>
      isLabelledPoint(index, 10, 3),
    );
    expect(labelled).toEqual([0, 3, 6, 9]);
    expect(isLabelledPoint(6, 7, 4)).toBe(true);
    expect(isLabelledPoint(0, 7, 4)).toBe(false);
  });
});

describe('shortenLabel', () => {
  it('keeps short labels and cuts long ones with an ellipsis', () => {
    expect(shortenLabel('Amazon', 10)).toBe('Amazon');
    expect(shortenLabel('/needslist/a-very-long-slug', 10)).toBe('/needslis…');
    expect([...shortenLabel('/needslist/a-very-long-slug', 10)]).toHaveLength(10);
  });
});
