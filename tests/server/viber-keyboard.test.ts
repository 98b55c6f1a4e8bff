import { describe, expect, it } from 'vitest';
import { choicesKeyboard } from '../../server/channels/viber/keyboard';

describe("a virtual agent's choices as a Viber keyboard", () => {
  it('takes the numbered lines under the question as buttons that reply with their label', () => {
    const k = choicesKeyboard('Аль нь вэ?\n1. Захиалга\n2. Хүргэлт\n3. Бусад');
    expect(k?.text).toBe('Аль нь вэ?');
    expect(k?.keyboard.Buttons.map((b) => [b.ActionType, b.ActionBody, b.Text])).toEqual([
      ['reply', 'Захиалга', 'Захиалга'],
      ['reply', 'Хүргэлт', 'Хүргэлт'],
      ['reply', 'Бусад', 'Бусад'],
    ]);
  });

  it('offers no keyboard without choices, with numbers out of order, or with no question', () => {
    expect(choicesKeyboard('Баярлалаа')).toBeNull();
    expect(choicesKeyboard('Аль нь?\n2. Нэг\n3. Хоёр')).toBeNull();
    expect(choicesKeyboard('1. Нэг\n2. Хоёр')).toBeNull();
    expect(choicesKeyboard(`Олон?\n${Array.from({ length: 25 }, (_, i) => `${i + 1}. x${i}`).join('\n')}`)).toBeNull();
  });
});
