import type { TShippingAddress } from '../schemas/shipping-address';

// Complete shipping addresses for tests and load scripts: a list needs one to take reservations. Tests
// look for their lines on the page or in mail, so each is named by its street.

/** The address of server tests, the client's address test and the kill test. */
export const ELM_STREET_ADDRESS: TShippingAddress = {
  name: 'Rosa Diaz',
  line1: '12 Elm Street',
  line2: '',
  city: 'Dayton',
  region: 'OH',
  postalCode: '45402',
  country: 'US',
};

/** The address of lists published by the end-to-end tests (unless a spec gives its own), the soak and the bench. */
export const MAPLE_AVENUE_ADDRESS: TShippingAddress = {
  name: 'Rosa Martinez',
  line1: '418 Maple Avenue',
  line2: '',
  city: 'Dayton',
  region: 'OH',
  postalCode: '45402',
  country: 'US',
};

/** The address of the end-to-end giving journeys, which look for it where the donor may see it. */
export const WILLOW_BEND_ADDRESS: TShippingAddress = {
  name: 'Rosa Martinez',
  line1: '48 Willow Bend Road',
  line2: '',
  city: 'Dayton',
  region: 'OH',
  postalCode: '45402',
  country: 'US',
};
