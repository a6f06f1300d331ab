import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { LOCALE } from '#client/lib/i18n';
import type { TLocale } from '#shared/i18n/locales';
import type { TListUpdateInput, TOwnList } from '#shared/schemas/needs-list';
import type { TShippingAddress } from '#shared/schemas/shipping-address';

// The editor's flat form values (strings everywhere, '' for "none"), and their API shape.
export type TListFormValues = {
  beneficiaryKind: 'self' | 'other';
  beneficiaryName: string;
  beneficiaryRelationship: string;
  title: string;
  category: string;
  urgency: 'low' | 'medium' | 'high' | 'urgent';
  story: string;
  city: string;
  region: string;
  postalCode: string;
  /** The country of the list's place (never changed here: the place is in the US). */
  country: string;
  neededBy: string;
  visibility: 'public' | 'unlisted' | 'private';
  /** The language the story and items are written in: a new list starts in the page's. */
  language: TLocale;
  addressName: string;
  addressLine1: string;
  addressLine2: string;
  addressCity: string;
  addressRegion: string;
  addressPostalCode: string;
  addressCountry: string;
};
export type TListFormField = keyof TListFormValues;

/** What a part of the editor needs to show and change its fields (each change is saved). */
export type TFieldBindings = {
  values: TListFormValues;
  errors: FieldErrors<TListFormValues>;
  register: (field: TListFormField) => UseFormRegisterReturn<TListFormField>;
  setValue: (field: TListFormField, value: string) => void;
  /** Shows what is wrong with a field under it (until it is changed). */
  setError: (field: TListFormField, message: string) => void;
};

export const EMPTY_LIST_FORM: TListFormValues = {
  beneficiaryKind: 'self',
  beneficiaryName: '',
  beneficiaryRelationship: '',
  title: '',
  category: '',
  urgency: 'medium',
  story: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'US',
  neededBy: '',
  visibility: 'public',
  language: LOCALE,
  addressName: '',
  addressLine1: '',
  addressLine2: '',
  addressCity: '',
  addressRegion: '',
  addressPostalCode: '',
  addressCountry: 'US',
};

const ADDRESS_FIELDS: Record<keyof TShippingAddress, TListFormField> = {
  name: 'addressName',
  line1: 'addressLine1',
  line2: 'addressLine2',
  city: 'addressCity',
  region: 'addressRegion',
  postalCode: 'addressPostalCode',
  country: 'addressCountry',
};

export function isAddressField(field: TListFormField): boolean {
  return field.startsWith('address');
}

export function toFormValues(list: TOwnList): TListFormValues {
  const address = list.shippingAddress;
  return {
    beneficiaryKind: list.beneficiary.kind,
    beneficiaryName: list.beneficiary.name,
    beneficiaryRelationship: list.beneficiary.relationship,
    title: list.title,
    category: list.category ?? '',
    urgency: list.urgency,
    story: list.story,
    city: list.city,
    region: list.region,
    postalCode: list.postalCode,
    country: list.country,
    neededBy: list.neededBy ?? '',
    visibility: list.visibility,
    language: list.language,
    addressName: address?.name ?? '',
    addressLine1: address?.line1 ?? '',
    addressLine2: address?.line2 ?? '',
    addressCity: address?.city ?? '',
    addressRegion: address?.region ?? '',
    addressPostalCode: address?.postalCode ?? '',
    addressCountry: address?.country ?? 'US',
  };
}

/** The API fields for the form fields that changed. */
export function toListChanges(
  values: TListFormValues,
  changed: Iterable<TListFormField>,
): Omit<TListUpdateInput, 'version'> {
  const changes: Record<string, unknown> = {};
  let isAddressChanged = false;
  for (const field of changed) {
    if (isAddressField(field)) {
      isAddressChanged = true;
      continue;
    }
    const value = values[field];
    if (field === 'category' || field === 'neededBy') changes[field] = value === '' ? null : value;
    else changes[field] = value;
  }
  if (isAddressChanged) changes.shippingAddress = toShippingAddress(values);
  return changes as Omit<TListUpdateInput, 'version'>;
}

/** 'shippingAddress.line1: …' → the form field it is about. */
export function toFormField(apiPath: string): TListFormField | null {
  if (apiPath.startsWith('shippingAddress')) {
    const key = apiPath.split('.')[1] as keyof TShippingAddress | undefined;
    return key ? ADDRESS_FIELDS[key] : 'addressLine1';
  }
  return apiPath in EMPTY_LIST_FORM ? (apiPath as TListFormField) : null;
}

/** The shipping address the form holds, in the API's shape; null when nothing is typed (a half-typed one is kept). */
export function toShippingAddress(values: TListFormValues): TShippingAddress | null {
  const hasAddress = (Object.values(ADDRESS_FIELDS) as TListFormField[]).some(
    (field) => field !== 'addressCountry' && values[field].trim() !== '',
  );
  if (!hasAddress) return null;
  return {
    name: values.addressName,
    line1: values.addressLine1,
    line2: values.addressLine2,
    city: values.addressCity,
    region: values.addressRegion,
    postalCode: values.addressPostalCode,
    country: values.addressCountry.trim().toUpperCase(),
  };
}
