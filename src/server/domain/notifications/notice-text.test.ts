import { describe, expect, it } from 'vitest';
import { renderNotice, type TStoredNotice, toMissingPartsValue, writeNoticeText } from './notice-text';

const ANONYMOUS = { isAnonymous: true, donor: null };
const NAMED = { isAnonymous: false, donor: { firstName: 'Ana', lastName: 'Ruiz', isFullNameShown: false } };

/** Intl writes narrow and no-break spaces in times; the tests read them as plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

function stored(notice: Partial<TStoredNotice>): TStoredNotice {
  return {
    title: '',
    message: '',
    titleKey: null,
    messageKey: null,
    messageValues: {},
    pledgeId: null,
    hasDonorPrefix: false,
    ...notice,
  };
}

describe('a notice written in its reader’s language', () => {
  // (A row stored before notices kept `quantity`: its plural is read from `what`.)
  it('names the donor as they are now, in either language', () => {
    const row = stored({
      titleKey: 'notifications.itemReserved.title',
      messageKey: 'notifications.itemReserved.message',
      messageValues: { what: '2 × Diapers', list: 'Baby things', hours: 72 },
      pledgeId: '00000000-0000-4000-8000-000000000001',
      hasDonorPrefix: true,
    });
    expect(renderNotice(row, NAMED, 'en')).toEqual({
      title: '2 × Diapers reserved',
      message: 'Ana reserved 2 × Diapers for “Baby things” and has 72 hours to buy them.',
    });
    expect(renderNotice(row, ANONYMOUS, 'es')).toEqual({
      title: 'Artículo reservado: 2 × Diapers',
      message:
        'Un donante anónimo reservó 2 × Diapers para “Baby things” y tiene 72 horas para comprar los 2 artículos.',
    });
  });

  it('never prints a donor name that holds a web or email address (one stored before names were checked)', () => {
    const row = stored({
      titleKey: 'notifications.itemReserved.title',
      messageKey: 'notifications.itemReserved.message',
      messageValues: { what: '2 × Diapers', list: 'Baby things', hours: 72 },
      pledgeId: '00000000-0000-4000-8000-000000000001',
      hasDonorPrefix: true,
    });
    const spammer = (firstName: string, lastName = '') => ({
      isAnonymous: false,
      donor: { firstName, lastName, isFullNameShown: true },
    });
    for (const [identity, locale, start] of [
      [spammer('claim $500 at https://evil.test/k'), 'en', 'A Kindlist member reserved'],
      [spammer('Ana', 'ana@evil.example'), 'en', 'A Kindlist member reserved'],
      [spammer('gana en premios.com'), 'es', 'Un miembro de Kindlist reservó'],
    ] as const) {
      const { message } = renderNotice(row, identity, locale);
      expect(message.startsWith(start), message).toBe(true);
      expect(message).not.toMatch(/evil|premios/);
    }
    // An old notice kept as English text, which puts the donor's name before it, is no exception.
    const old = stored({ message: 'reserved 1 × Soap.', pledgeId: row.pledgeId, hasDonorPrefix: true });
    expect(renderNotice(old, spammer('www.evil.example'), 'en').message).toBe(
      'A Kindlist member reserved 1 × Soap.',
    );
  });

  it('keeps the English text of a notice stored before its messages were (and of one with the name inside)', () => {
    const old = stored({
      title: 'Sled reserved',
      message: 'reserved Sled.',
      pledgeId: 'p',
      hasDonorPrefix: true,
    });
    expect(renderNotice(old, ANONYMOUS, 'es')).toEqual({
      title: 'Sled reserved',
      message: 'An anonymous donor reserved Sled.',
    });
    const namedInText = stored({
      title: 'Sled reserved',
      message: 'Robin reserved Sled.',
      titleKey: 'notifications.itemReserved.title',
      messageKey: 'notifications.itemReserved.message',
      pledgeId: 'p',
    });
    expect(renderNotice(namedInText, NAMED, 'es').message).toBe('Robin reserved Sled.');
  });

  it('keeps what people typed as typed: an escape written in a name or title is not turned into a character', () => {
    const typed = 'Help \\u0000 \\u202E \\x41';
    const row = stored({
      titleKey: 'notifications.listHidden.title',
      messageKey: 'notifications.listHidden.message',
      messageValues: { list: typed, reason: 'spam' },
    });
    for (const locale of ['en', 'es'] as const) {
      const { title, message } = renderNotice(row, ANONYMOUS, locale);
      expect(title).toContain(typed);
      expect(message).toContain(typed);
      for (const character of ['\u0000', '\u202e']) expect(`${title}${message}`).not.toContain(character);
    }
    const donor = {
      isAnonymous: false,
      donor: { firstName: '\\u0000', lastName: 'X', isFullNameShown: false },
    };
    const reserved = stored({
      titleKey: 'notifications.itemReserved.title',
      messageKey: 'notifications.itemReserved.message',
      messageValues: { what: 'Coat', list: 'Warm', hours: 72 },
      pledgeId: 'p',
      hasDonorPrefix: true,
    });
    expect(renderNotice(reserved, donor, 'es').message).toMatch(/^\\u0000 reservó/);
  });

  it('reads a notice whose key the catalogs no longer have as its stored text', () => {
    const renamed = stored({
      title: 'Your list was hidden: Coats',
      message: 'Our moderators hid "Coats".',
      titleKey: 'notifications.renamedSince.title',
      messageKey: 'notifications.renamedSince.message',
    });
    expect(renderNotice(renamed, ANONYMOUS, 'es')).toEqual({
      title: 'Your list was hidden: Coats',
      message: 'Our moderators hid "Coats".',
    });
  });

  it('writes dates in the donor’s zone and the reader’s language', () => {
    const notice = {
      titleKey: 'notifications.reservationEnding.title',
      messageKey: 'notifications.reservationEnding.message',
      values: {
        item: 'Coat',
        what: 'Coat',
        list: 'Warm winter',
        endsAt: '2025-12-01T06:47:00.000Z',
        timeZone: 'America/New_York',
      },
    } as const;
    expect(plain(writeNoticeText(notice, 'en', '').message)).toBe(
      'Your reservation of Coat for “Warm winter” ends on Monday, December 1, 2025 at 1:47 AM Eastern Standard Time. Buy it and tell the family, or cancel it so another donor can.',
    );
    expect(plain(writeNoticeText(notice, 'es', '').message)).toContain(
      'termina el lunes, 1 de diciembre de 2025',
    );
  });

  it('names the missing parts of an address, the store and the day in the reader’s language', () => {
    const address = {
      name: 'Ana Ruiz',
      line1: '1 Elm Street',
      line2: '',
      city: '',
      region: 'OH',
      postalCode: '',
      country: 'US',
    };
    const missing = {
      titleKey: 'notifications.addressIncomplete.title',
      messageKey: 'notifications.addressIncomplete.messageMissing',
      values: { gift: '', list: 'Help', missingParts: toMissingPartsValue(address) },
    } as const;
    expect(writeNoticeText(missing, 'en', 'Ana').message).toBe(
      "Ana is ready to send a gift for “Help”, but your shipping address is missing: city, postal code. Add it in the list's editor.",
    );
    expect(writeNoticeText(missing, 'es', 'Ana').message).toBe(
      'Ana ya puede enviar un regalo para “Help”, pero a su dirección de envío le falta: la ciudad y el código postal. Complétela en el editor de la lista.',
    );
    const neverCame = {
      titleKey: 'notifications.giftNeverCame.title',
      messageKey: 'notifications.giftNeverCame.message',
      values: {
        item: 'Coat',
        what: 'Coat',
        list: 'Help',
        purchasedOn: '2026-03-02T10:00:00.000Z',
        retailer: '',
      },
    } as const;
    expect(writeNoticeText(neverCame, 'en', '').message).toContain(
      "you reported buying on March 2, 2026 never came, so it is open to other donors again. If you have the order's tracking, please check with the store:",
    );
    expect(writeNoticeText(neverCame, 'es', '').message).toContain(
      'que usted avisó que compró el 2 de marzo de 2026, nunca llegó',
    );
    expect(writeNoticeText(neverCame, 'es', '').message).toContain('consulte con la tienda:');
  });
});
