import { Option } from '@fluentui/react-components';
import { cleanup, screen } from '@testing-library/react';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import mnCommon from '../../../locales/mn/common.json';
import enCommon from '../../../locales/en/common.json';
import { Dropdown } from '../../../src/components/dropdown';
import { renderUi } from './render-ui';

afterEach(cleanup);

const SRC = join(import.meta.dirname, '../../../src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('the console’s dropdown', () => {
  it.each([
    ['mn', mnCommon.clearSelection],
    ['en', enCommon.clearSelection],
  ] as const)('names its clear button in the console’s language (%s)', async (lng, label) => {
    await renderUi(
      <Dropdown aria-label="role" clearable selectedOptions={['agent']} value="agent">
        <Option value="agent">agent</Option>
      </Dropdown>,
      lng,
    );
    expect(screen.getByRole('button', { name: label })).toBeTruthy();
    // In Mongolian no English clear button is left; in English ours is the only one.
    expect(document.querySelectorAll('[aria-label="Clear selection"]')).toHaveLength(lng === 'mn' ? 0 : 1);
  });

  it('is the only dropdown the console uses (Fluent’s own names its clear button in English)', () => {
    const offenders = files(SRC)
      .filter((path) => !path.endsWith(join('components', 'dropdown.tsx')))
      .filter((path) => /import \{[^}]*\bDropdown\b[^}]*\} from '@fluentui\/react-components'/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(offenders).toEqual([]);
  });
});
