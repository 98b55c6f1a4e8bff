// The selected tab of a list screen, read from (and optionally kept in) the `?tab=` query param (spec §2).
import { useState } from 'react';
import { useSearchParams } from 'react-router';

export const TAB_PARAM = 'tab';

export interface TabParamOptions {
  /** Write the chosen tab back to `?tab=` (replacing the history entry). Default true. */
  writeToUrl?: boolean;
  /** Query parameter name, `tab` unless a screen has two tab bars. */
  param?: string;
}

/** `value` if it names a tab, else the first tab. */
export function pickTab<T extends string>(values: readonly T[], value: string | null): T {
  return values.find((candidate) => candidate === value) ?? values[0];
}

/**
 * [selected tab, select]. With `writeToUrl` the URL is the single source of truth, so a link to
 * `?tab=x` on the same screen switches the tab too; without it the URL only picks the first tab.
 * Writing keeps every other query parameter and stays on the current route.
 */
export function useTabParam<T extends string>(values: readonly T[], { writeToUrl = true, param = TAB_PARAM }: TabParamOptions = {}): [T, (value: T) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = pickTab(values, searchParams.get(param));
  const [local, setLocal] = useState<T>(fromUrl);
  const select = (value: T) => {
    if (!writeToUrl) return setLocal(value);
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(param, value);
        return next;
      },
      { replace: true },
    );
  };
  return [writeToUrl ? fromUrl : local, select];
}
