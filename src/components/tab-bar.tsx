// One tab bar for list screens, so `?tab=` links and reloads land on the same tab (spec §2).
import { Tab, TabList } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';
import { useTabParam, type TabParamOptions } from '../lib/use-tab-param';

export interface TabBarTab<T extends string> {
  value: T;
  /** Already translated by the screen. */
  label: string;
  icon?: ReactElement;
}

export interface TabBarProps<T extends string> extends TabParamOptions {
  /** At least one tab; the first is the default. */
  tabs: readonly TabBarTab<T>[];
  'aria-label'?: string;
  /** The panel of the selected tab. */
  children?: (selected: T) => ReactNode;
  onSelect?: (value: T) => void;
}

/** Shared list tabs (spec §2): initial tab from `?tab=`, and the choice written back without navigating. */
export function TabBar<T extends string>({ tabs, children, onSelect, writeToUrl, param, ...rest }: TabBarProps<T>) {
  const values = tabs.map((tab) => tab.value);
  const [selected, select] = useTabParam(values, { writeToUrl, param });
  return (
    <>
      <TabList
        aria-label={rest['aria-label']}
        selectedValue={selected}
        onTabSelect={(_, data) => {
          const value = data.value as T;
          select(value);
          onSelect?.(value);
        }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.value} value={tab.value} icon={tab.icon}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {children?.(selected)}
    </>
  );
}
