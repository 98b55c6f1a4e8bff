import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TagInput } from '../../../src/components/tag-input';
import { renderUi } from './render-ui';

afterEach(cleanup);

/** The input as a table cell would hold it: controlled, with every change recorded. */
function Cell({ initial, onChange }: { initial: string[]; onChange: (tags: string[]) => void }) {
  const [tags, setTags] = useState(initial);
  return (
    <TagInput
      value={tags}
      onChange={(next) => {
        onChange(next);
        setTags(next);
      }}
    />
  );
}

async function setup(initial: string[] = [], lng: 'mn' | 'en' = 'mn') {
  const onChange = vi.fn();
  await renderUi(<Cell initial={initial} onChange={onChange} />, lng);
  const input = screen.getByRole('textbox', { name: lng === 'mn' ? 'Шошго нэмэх' : 'Add a tag' }) as HTMLInputElement;
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  const press = (key: string) => fireEvent.keyDown(input, { key });
  const shown = () => screen.queryAllByRole('button').map((tag) => tag.textContent);
  return { onChange, input, type, press, shown };
}

describe('TagInput', () => {
  it('adds the trimmed text on Enter and clears the box', async () => {
    const { onChange, input, type, press, shown } = await setup(['VIP']);
    type('  Гомдол  ');
    press('Enter');
    expect(onChange).toHaveBeenLastCalledWith(['VIP', 'Гомдол']);
    expect(shown()).toEqual(['VIP', 'Гомдол']);
    expect(input.value).toBe('');
  });

  it('ignores empty and blank input', async () => {
    const { onChange, type, press, shown } = await setup(['VIP']);
    press('Enter');
    type('   ');
    press('Enter');
    expect(onChange).not.toHaveBeenCalled();
    expect(shown()).toEqual(['VIP']);
  });

  it('does not add a duplicate, and clears the box', async () => {
    const { onChange, input, type, press, shown } = await setup(['VIP']);
    type(' VIP ');
    press('Enter');
    expect(onChange).not.toHaveBeenCalled();
    expect(shown()).toEqual(['VIP']);
    expect(input.value).toBe('');
  });

  it('compares case-sensitively: another case is another tag', async () => {
    const { onChange, type, press } = await setup(['VIP']);
    type('vip');
    press('Enter');
    expect(onChange).toHaveBeenLastCalledWith(['VIP', 'vip']);
  });

  it.each(['Delete', 'Backspace'])('%s in an empty box removes the last tag', async (key) => {
    const { onChange, press, shown } = await setup(['а', 'б', 'в']);
    press(key);
    expect(onChange).toHaveBeenLastCalledWith(['а', 'б']);
    expect(shown()).toEqual(['а', 'б']);
    press(key);
    press(key);
    expect(shown()).toEqual([]);
    press(key);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it.each(['Delete', 'Backspace'])('%s while text is typed edits the text, not the tags', async (key) => {
    const { onChange, type, press, shown } = await setup(['а']);
    type('б');
    press(key);
    expect(onChange).not.toHaveBeenCalled();
    expect(shown()).toEqual(['а']);
  });

  it('removes a tag with its own button and keeps focus in the cell', async () => {
    const { onChange, input, shown } = await setup(['а', 'б', 'в']);
    fireEvent.click(screen.getByRole('button', { name: '«б» шошгыг хасах' }));
    expect(onChange).toHaveBeenLastCalledWith(['а', 'в']);
    expect(shown()).toEqual(['а', 'в']);
    expect(document.activeElement).toBe(input);
  });

  it('speaks English', async () => {
    const { onChange } = await setup(['a'], 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the tag “a”' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
