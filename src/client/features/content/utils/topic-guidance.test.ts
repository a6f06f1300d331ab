import { describe, expect, it } from 'vitest';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/topic.json';
import { TOPIC_SLUGS } from '#shared/routes';
import { TOPIC_GUIDANCE } from './topic-guidance';

const t = createTranslator(catalog);

describe('TOPIC_GUIDANCE', () => {
  it.each(TOPIC_SLUGS)('has guidance for %s with nothing left blank', (slug) => {
    const guidance = TOPIC_GUIDANCE[slug];
    expect(t(guidance.intro).trim()).not.toBe('');
    expect(guidance.usualNeeds.length).toBeGreaterThanOrEqual(5);
    expect(guidance.usualNeeds.length).toBeLessThanOrEqual(8);
    expect(guidance.askTips.length).toBeGreaterThanOrEqual(3);
    expect(guidance.askTips.length).toBeLessThanOrEqual(5);
    for (const key of [...guidance.usualNeeds, ...guidance.askTips]) expect(t(key).trim()).not.toBe('');
    // Each message once: a key repeated by mistake would show one line twice.
    expect(new Set(guidance.usualNeeds).size).toBe(guidance.usualNeeds.length);
  });

  it('covers exactly the topic slugs', () => {
    expect(Object.keys(TOPIC_GUIDANCE).sort()).toEqual([...TOPIC_SLUGS].sort());
  });
});
