import {
  getTranslator,
  hasMessage,
  type TServerMessageKey,
  type TTranslate,
} from '#server/services/translations';
import { INTL_LOCALES, type TLocale } from '#shared/i18n/locales';
import { findMissingAddressPartKeys, type TAddressPart } from '#shared/publish-rules';
import type { TShippingAddress } from '#shared/schemas/shipping-address';
import { hasWebOrEmailAddress } from '#shared/schemas/text';
import type { TDonorIdentity } from '../pledges/donor-name';
import { formatInTimeZone } from '../pledges/reservation-time-zone';

/** A message of the notifications catalog (src/server/locales/<locale>/notifications.json). */
export type TNoticeKey = Extract<TServerMessageKey, `notifications.${string}`>;

/**
 * A notice's values, stored with it (message_values) as they were when it was made: names and titles
 * as people wrote them, numbers, and dates as ISO strings. The reader's language formats them.
 */
export type TNoticeValues = Record<string, string | number>;

/** A notice as stored: its catalog messages and values, or (older rows) only its English text. */
export type TStoredNotice = {
  title: string;
  message: string;
  titleKey: string | null;
  messageKey: string | null;
  messageValues: TNoticeValues;
  pledgeId: string | null;
  hasDonorPrefix: boolean;
};

// The parts a shipping address needs (as findMissingAddressParts in #shared/publish-rules checks them),
// each named in the notifications catalog; `validPostalCode` is a postal code typed that is not one.
const ADDRESS_PART_KEYS = {
  name: 'notifications.addressPart.name',
  line1: 'notifications.addressPart.line1',
  city: 'notifications.addressPart.city',
  postalCode: 'notifications.addressPart.postalCode',
  validPostalCode: 'notifications.addressPart.validPostalCode',
  country: 'notifications.addressPart.country',
} as const satisfies Record<TAddressPart | 'validPostalCode', TNoticeKey>;

/** The parts a started address lacks, as a notice's `missingParts` value keeps them ("name,city"). */
export function toMissingPartsValue(address: TShippingAddress): string {
  return findMissingAddressPartKeys(address)
    .map((part) => (part === 'postalCode' && address.postalCode.trim() ? 'validPostalCode' : part))
    .join(',');
}

type TValueFormat = (value: string, values: TNoticeValues, locale: TLocale, t: TTranslate) => string;

const formatUtc = (at: string, locale: TLocale, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone: 'UTC' }).format(new Date(at));

/**
 * The values a reader's language writes: dates, the parts of an address, and the words said in place
 * of a value that is missing. Any other value is put in as stored.
 */
const VALUE_FORMATS: Record<string, TValueFormat> = {
  /** When a reservation ends, in the donor's own time zone (`timeZone`; UTC when unknown). */
  endsAt: (value, values, locale) =>
    formatInTimeZone(new Date(value), values.timeZone ? String(values.timeZone) : null, INTL_LOCALES[locale]),
  seenAt: (value, _values, locale) => formatUtc(value, locale, { dateStyle: 'medium', timeStyle: 'short' }),
  purchasedOn: (value, _values, locale, t) =>
    value ? formatUtc(value, locale, { dateStyle: 'long' }) : t('notifications.value.anEarlierDay'),
  /** Which parts of an address are missing: their names, comma-separated ("name,city"). */
  missingParts: (value, _values, locale, t) =>
    new Intl.ListFormat(INTL_LOCALES[locale], { type: 'unit' }).format(
      value
        .split(',')
        .filter(Boolean)
        .map((part) => {
          const key = ADDRESS_PART_KEYS[part as keyof typeof ADDRESS_PART_KEYS];
          return key ? t(key) : part;
        }),
    ),
  retailer: (value, _values, _locale, t) => value || t('notifications.value.theStore'),
  item: (value, _values, _locale, t) => value || t('notifications.value.anItem'),
  what: (value, _values, _locale, t) => value || t('notifications.value.anItem'),
  gift: (value, _values, _locale, t) => value || t('notifications.value.aGift'),
};

// Notices stored before they kept `quantity` say it only inside `what` ("2 × Blanket", as
// formatQuantity writes it); the plural of their message is read from there.
const QUANTITY_PREFIX = /^(\d+) × /;

function withQuantity(values: TNoticeValues): TNoticeValues {
  if (values.quantity !== undefined || values.what === undefined) return values;
  const match = String(values.what).match(QUANTITY_PREFIX);
  return { ...values, quantity: match ? Number(match[1]) : 1 };
}

function formatValues(stored: TNoticeValues, locale: TLocale, t: TTranslate): TNoticeValues {
  const values = withQuantity(stored);
  const formatted: TNoticeValues = {};
  for (const [name, value] of Object.entries(values)) {
    const format = VALUE_FORMATS[name];
    formatted[name] = format ? format(String(value), values, locale, t) : value;
  }
  return formatted;
}

/**
 * How a notice names its gift's donor, in the reader's language, from the gift and donor as they are
 * now. A name holding a web or email address (stored before names were checked) is never written: the
 * notice reaches the family's inbox in their digest.
 */
export function formatNoticeDonorName(identity: TDonorIdentity, t: TTranslate): string {
  if (identity.isAnonymous !== false || !identity.donor) return t('notifications.donor.anonymous');
  const { firstName, lastName, isFullNameShown } = identity.donor;
  const name = isFullNameShown ? `${firstName} ${lastName}`.trim() : firstName.trim();
  return name && !hasWebOrEmailAddress(name) ? name : t('notifications.donor.member');
}

/** The title and message of a notice made now, from its messages and values, in one language. */
export function writeNoticeText(
  notice: { titleKey: TNoticeKey; messageKey: TNoticeKey; values?: TNoticeValues },
  locale: TLocale,
  donor: string,
): { title: string; message: string } {
  const t = getTranslator(locale);
  const values = formatValues(notice.values ?? {}, locale, t);
  return {
    title: t(notice.titleKey, values),
    message: t(notice.messageKey, { ...values, donor }),
  };
}

/**
 * A stored notice as its reader gets it, in their language: its messages with its values, and the
 * donor of its gift (`{donor}`) named as the gift and the donor are now (an anonymous gift, or a closed
 * account, never names them). Older rows, kept as English text only, read as stored, after the donor's
 * name when the text follows it; so does a notice about a gift whose text was written with the donor's
 * name inside (before migration 0021, and kept so by it where the name had since changed).
 */
export function renderNotice(
  row: TStoredNotice,
  identity: TDonorIdentity,
  locale: TLocale,
): { title: string; message: string } {
  const isNamedInText = row.pledgeId !== null && !row.hasDonorPrefix;
  // A key the catalogs no longer have (renamed since the row was written) reads as the stored text.
  const isWritable =
    row.titleKey !== null &&
    row.messageKey !== null &&
    hasMessage(row.titleKey) &&
    hasMessage(row.messageKey);
  if (isWritable && !isNamedInText) {
    const t = getTranslator(locale);
    return writeNoticeText(
      {
        titleKey: row.titleKey as TNoticeKey,
        messageKey: row.messageKey as TNoticeKey,
        values: row.messageValues,
      },
      locale,
      row.hasDonorPrefix ? formatNoticeDonorName(identity, t) : '',
    );
  }
  const english = getTranslator('en');
  return {
    title: row.title,
    message: row.hasDonorPrefix ? `${formatNoticeDonorName(identity, english)} ${row.message}` : row.message,
  };
}
