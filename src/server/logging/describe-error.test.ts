import { describe, expect, it } from 'vitest';
import { describeBriefly } from './describe-error';

function withCode(message: string, code: string, cause?: Error): Error {
  return Object.assign(new Error(message, cause ? { cause } : {}), { code });
}

describe('describeBriefly', () => {
  it('puts the code before the first line of the message', () => {
    expect(describeBriefly(withCode('Greeting never received\nat SMTPConnection', 'ETIMEDOUT'))).toBe(
      'ETIMEDOUT: Greeting never received',
    );
  });

  it("gives the driver's reason for a failed query, never the statement or its parameters", () => {
    const failed = new Error('Failed query: select * from users where email = $1\nparams: ana@example.com', {
      cause: withCode('canceling statement due to statement timeout', '57014'),
    });
    expect(describeBriefly(failed)).toBe('57014: canceling statement due to statement timeout');
  });

  it('says what was thrown when it is not an error', () => {
    expect(describeBriefly('closed')).toBe('closed');
  });
});
