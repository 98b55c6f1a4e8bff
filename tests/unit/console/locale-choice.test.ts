import { afterEach, describe, expect, it } from 'vitest';
import { initialLocale } from '../../../src/lib/locales';

afterEach(() => {
  document.cookie = 'chosenLocale=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('initial language', () => {
  it('is Mongolian without a cookie', () => {
    expect(initialLocale()).toBe('mn');
  });

  it('follows the chosenLocale cookie', () => {
    document.cookie = 'chosenLocale=en; path=/';
    expect(initialLocale()).toBe('en');
  });

  it('ignores a cookie it does not know', () => {
    document.cookie = 'chosenLocale=fr; path=/';
    expect(initialLocale()).toBe('mn');
  });
});
