import { describe, expect, it } from 'vitest';
import { TOPIC_SLUGS } from '#shared/routes';
import { TOPIC_GUIDANCE } from './topic-guidance';

describe('TOPIC_GUIDANCE', () => {
  it.each(TOPIC_SLUGS)('has guidance for %s with nothing left blank', (slug) => {
    const guidance = TOPIC_GUIDANCE[slug];
    expect(guidance.intro.trim()).not.toBe('');
    expect(guidance.usualNeeds.length).toBeGreaterThanOrEqual(5);
    expect(guidance.usualNeeds.length).toBeLessThanOrEqual(8);
    expect(guidance.askTips.length).toBeGreaterThanOrEqual(3);
    expect(guidance.askTips.length).toBeLessThanOrEqual(5);
    for (const text of [...guidance.usualNeeds, ...guidance.askTips]) expect(text.trim()).not.toBe('');
  });

  it('covers exactly the topic slugs', () => {
    expect(Object.keys(TOPIC_GUIDANCE).sort()).toEqual([...TOPIC_SLUGS].sort());
  });
});
