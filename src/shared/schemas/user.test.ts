import { describe, expect, it } from 'vitest';
import { toSafeReturnPath } from '../return-path';
import { ZContactInput } from './contact';
import { ZListCreateInput } from './needs-list';
import { ZProfileUpdate } from './profile';
import { ZSignUpInput } from './user';

describe('toSafeReturnPath', () => {
  it.each([
    ['/settings', '/settings'],
    ['/browse?q=fire&page=2', '/browse?q=fire&page=2'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/ok\\..', '/'],
    ['/tab\there', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('%s → %s', (input, expected) => {
    expect(toSafeReturnPath(input)).toBe(expected);
  });
});

describe('ZSignUpInput', () => {
  it('trims names and lower-cases the email', () => {
    expect(
      ZSignUpInput.parse({
        firstName: ' Ana ',
        lastName: 'Diaz',
        email: ' Ana@Example.COM ',
        password: 'longenough',
      }),
    ).toEqual({ firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', password: 'longenough' });
  });
});

describe('a name with a web or email address in it', () => {
  const SPAM = 'claim $500 at https://evil.test/k';
  const issuesOf = (result: {
    success: boolean;
    error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
  }) => (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

  it('is refused wherever a person is named: sign-up, profile, contact form, a list for someone else', () => {
    const signUp = {
      firstName: SPAM,
      lastName: 'www.evil.example',
      email: 'ana@example.com',
      password: 'longenough',
    };
    expect(issuesOf(ZSignUpInput.safeParse(signUp))).toEqual([
      { path: 'firstName', message: 'First name cannot contain a web address or an email address' },
      { path: 'lastName', message: 'Last name cannot contain a web address or an email address' },
    ]);
    const profile = { firstName: 'Ana', lastName: 'ana@evil.example', bio: '', city: '', region: '' };
    expect(issuesOf(ZProfileUpdate.safeParse(profile))).toEqual([
      { path: 'lastName', message: 'Last name cannot contain a web address or an email address' },
    ]);
    const contact = {
      name: 'bit.ly/prize',
      email: 'ana@example.com',
      subject: 'Hi',
      message: 'A long enough message.',
    };
    expect(issuesOf(ZContactInput.safeParse(contact))).toEqual([
      { path: 'name', message: 'Name cannot contain a web address or an email address' },
    ]);
    expect(issuesOf(ZListCreateInput.safeParse({ beneficiaryName: 'paypal.com' }))).toEqual([
      {
        path: 'beneficiaryName',
        message: 'Name of the person cannot contain a web address or an email address',
      },
    ]);
  });

  it('leaves names with dots and apostrophes alone', () => {
    const signUp = {
      firstName: 'Ma.Luisa',
      lastName: "O'Neil St.John",
      email: 'ana@example.com',
      password: 'longenough',
    };
    expect(ZSignUpInput.safeParse(signUp).success).toBe(true);
  });
});
