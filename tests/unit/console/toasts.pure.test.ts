import { describe, expect, it } from 'vitest';
import { notifyError, resetToasts, showToast, subscribeToastDemand, subscribeToasts, toastsDemanded, type ToastRequest } from '../../../src/lib/toasts';

describe('toast bus', () => {
  it('keeps toasts raised before the Toaster exists, and asks for the Toaster once', () => {
    let demands = 0;
    const stop = subscribeToastDemand(() => void demands++);
    notifyError('Серверийн дотоод алдаа гарлаа.');
    showToast({ intent: 'info', title: 'later' });
    expect(toastsDemanded()).toBe(true);
    expect(demands).toBe(1);

    const seen: ToastRequest[] = [];
    const unsubscribe = subscribeToasts((toast) => seen.push(toast));
    expect(seen.map((toast) => [toast.intent, toast.title])).toEqual([
      ['error', 'Серверийн дотоод алдаа гарлаа.'],
      ['info', 'later'],
    ]);
    showToast({ intent: 'success', title: 'live' });
    expect(seen).toHaveLength(3);
    unsubscribe();
    stop();
  });

  it('a reset (the next test file on a shared page) forgets toasts nobody showed and the demand', () => {
    showToast({ intent: 'error', title: 'left over' });
    resetToasts();
    expect(toastsDemanded()).toBe(false);
    const seen: ToastRequest[] = [];
    const unsubscribe = subscribeToasts((toast) => seen.push(toast));
    expect(seen).toEqual([]);
    unsubscribe();
  });
});
