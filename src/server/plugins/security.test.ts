import { describe, expect, it } from 'vitest';
import { computeHelmetHeaders } from './security';

describe('security headers', () => {
  it('reads the headers helmet would set, HSTS only when asked for', () => {
    const plain = computeHelmetHeaders({ strictTransportSecurity: false, contentSecurityPolicy: false });
    expect(plain['x-content-type-options']).toBe('nosniff');
    expect(plain['strict-transport-security']).toBeUndefined();
    const secure = computeHelmetHeaders({
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      contentSecurityPolicy: false,
    });
    expect(secure['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
