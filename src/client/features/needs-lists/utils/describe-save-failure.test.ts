import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '#client/lib/request';
import { describeSaveFailure } from './describe-save-failure';

describe('describeSaveFailure', () => {
  it('keeps the whole batch pending when the list changed elsewhere', () => {
    const failure = describeSaveFailure(new ApiError(409, '{"message":"Changed elsewhere."}'), ['title']);
    expect(failure).toEqual({
      outcome: 'conflict',
      message: 'Changed elsewhere.',
      stillPending: ['title'],
      refused: null,
    });
  });

  it('names the refused field and keeps the others of the batch pending', () => {
    const failure = describeSaveFailure(new ApiError(400, '{"message":"title: Too long"}'), [
      'title',
      'story',
    ]);
    expect(failure.outcome).toBe('error');
    expect(failure.message).toBe('Some answers need a change before they can be saved.');
    expect(failure.refused).toEqual({ field: 'title', message: 'Too long' });
    expect(failure.stillPending).toEqual(['story']);
  });

  it('names a part of the address the server refused, under its own field', () => {
    const failure = describeSaveFailure(
      new ApiError(400, '{"message":"shippingAddress.postalCode: Enter a ZIP code of 5 digits"}'),
      ['addressPostalCode', 'addressLine2'],
    );
    expect(failure.message).toBe('Some answers need a change before they can be saved.');
    expect(failure.refused).toEqual({ field: 'addressPostalCode', message: 'Enter a ZIP code of 5 digits' });
    expect(failure.stillPending).toEqual(['addressLine2']);
  });

  it('shows a refusal that names no field as the server said it', () => {
    const failure = describeSaveFailure(new ApiError(400, '{"message":"Not allowed."}'), ['title']);
    expect(failure).toMatchObject({ outcome: 'error', message: 'Not allowed.', refused: null });
    expect(failure.stillPending).toEqual(['title']);
  });

  it('keeps everything and says so when there is no connection', () => {
    const failure = describeSaveFailure(new Error(NETWORK_ERROR_MESSAGE), ['title']);
    expect(failure.outcome).toBe('offline');
    expect(failure.message).toMatch(/^No connection\./);
    expect(failure.stillPending).toEqual(['title']);
  });
});
