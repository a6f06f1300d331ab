import { describe, expect, it } from 'vitest';
import { enableZodJitlessMode } from './zod-jitless';

describe('enableZodJitlessMode', () => {
  it('sets jitless on the global Zod config, keeping other settings', () => {
    const target: { __zod_globalConfig?: Record<string, unknown> } = { __zod_globalConfig: { locale: 'en' } };
    enableZodJitlessMode(target);
    expect(target.__zod_globalConfig).toEqual({ locale: 'en', jitless: true });
  });
});
