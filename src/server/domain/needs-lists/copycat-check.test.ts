import { describe, expect, it } from 'vitest';
import { compareStories } from './copycat-check';

describe('compareStories', () => {
  const story = 'The storm tore the roof off our farmhouse and the rain ruined the bedrooms.';
  it('is 1 for the same text, whatever the case and punctuation', () => {
    expect(compareStories(story, story.toUpperCase().replace(/\./g, '!'))).toBe(1);
  });
  it('stays high for a lightly edited copy and low for another story', () => {
    expect(compareStories(story, `${story} Please help us.`)).toBeGreaterThan(0.5);
    expect(compareStories(story, 'My hours were cut and the heating bill doubled this winter.')).toBe(0);
    expect(compareStories('too short', 'too short')).toBe(0);
  });
});
