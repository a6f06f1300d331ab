import { describe, expect, it } from 'vitest';
import { reduceToasts, type TToast } from './toast-store';

const first: TToast = { id: '1', title: 'First', isOpen: true };
const second: TToast = { id: '2', title: 'Second', isOpen: true };

describe('reduceToasts', () => {
  it('keeps only one toast, the newest', () => {
    const state = reduceToasts(reduceToasts({ toasts: [] }, { type: 'add', toast: first }), {
      type: 'add',
      toast: second,
    });
    expect(state.toasts).toEqual([second]);
  });

  it('closes a dismissed toast without removing it', () => {
    const state = reduceToasts({ toasts: [first] }, { type: 'dismiss', toastId: '1' });
    expect(state.toasts).toEqual([{ ...first, isOpen: false }]);
  });

  it('closes every toast when no id is given', () => {
    const state = reduceToasts({ toasts: [first, second] }, { type: 'dismiss' });
    expect(state.toasts.every((toast) => !toast.isOpen)).toBe(true);
  });

  it('updates and removes by id', () => {
    const updated = reduceToasts(
      { toasts: [first] },
      { type: 'update', toast: { id: '1', title: 'Renamed' } },
    );
    expect(updated.toasts[0]?.title).toBe('Renamed');
    expect(reduceToasts(updated, { type: 'remove', toastId: '1' }).toasts).toEqual([]);
  });
});
