// The page (and page size) of a server-paged list, kept in the query as `?page=` and `?size=`
// the way `?tab=` is (use-tab-param.ts), so a reload, a shared link and Back return to the same page.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_PARAM = 'page';
export const SIZE_PARAM = 'size';

export interface PageParamOptions {
  /** Sizes the list offers; a `?size=` outside them is ignored. None: the size is not kept. */
  sizes?: readonly number[];
  defaultSize: number;
  /** Prefix of both parameters, for a screen with more than one paged list. */
  prefix?: string;
}

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
};

/**
 * { page, size, setPage, setSize }. Page 1 and the default size leave the address clean. A page
 * chosen by the user is a new history entry (Back returns to the page before); a correction (back
 * to page 1 after a new filter, the last page after a delete) replaces the entry.
 */
export function usePageParam({ sizes = [], defaultSize, prefix = '' }: PageParamOptions) {
  const [params, setParams] = useSearchParams();
  const pageKey = `${prefix}${PAGE_PARAM}`;
  const sizeKey = `${prefix}${SIZE_PARAM}`;
  const page = positive(params.get(pageKey)) ?? 1;
  const asked = positive(params.get(sizeKey));
  const size = asked !== undefined && sizes.includes(asked) ? asked : defaultSize;

  const write = (changes: Record<string, number | null>, replace: boolean) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace },
    );

  return {
    page,
    size,
    setPage: (next: number, { replace = false }: { replace?: boolean } = {}) => write({ [pageKey]: next > 1 ? next : null }, replace),
    // One write for both: a second functional update in the same tick would not see the first.
    setSize: (next: number) => write({ [sizeKey]: next === defaultSize ? null : next, [pageKey]: null }, false),
  };
}

/**
 * Runs `onChange` when `value` changes after the first render (compared by its JSON), not on
 * mount: a list opened on ?page=7 stays there, a new filter goes back to page 1.
 */
export function useOnChange(value: unknown, onChange: () => void) {
  const key = JSON.stringify(value);
  const last = useRef(key);
  // The latest callback, read when the value changes: a new callback alone is no reason to run.
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    latest.current();
  }, [key]);
}
