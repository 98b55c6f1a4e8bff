import { describe, expect, it } from 'vitest';
import { passageAnswer, qaAnswer, shorten } from '../../server/domain/virtual-agents/compose-answer';
import { asksForPerson } from '../../server/domain/virtual-agents/person-phrases';
import type { RetrievalHit } from '../../server/domain/virtual-agents/seams';

describe('asking for a person', () => {
  it('hears mn and en requests', () => {
    for (const text of [
      'Ажилтантай холбож өгөөч',
      'хүнтэй ярих уу',
      'Оператортой ярьмаар байна',
      'амьд хүн байна уу',
      'Can I talk to a real person?',
      'I want a human',
      'connect me to an operator',
    ])
      expect(asksForPerson(text), text).toBe(true);
  });
  it('does not mistake other words for it', () => {
    for (const text of [
      'Хүнсний бүтээгдэхүүн байгаа юу',
      'Хүргэлт хэдэн цагт ирэх вэ?',
      'What is on the agenda?',
      'Do you sell personal care items?',
      'Humanities books?',
    ])
      expect(asksForPerson(text), text).toBe(false);
  });
});

const hit = (kind: 'qa' | 'passage', score: number, text = 'q', answer = 'a', sourceTitle = 'Хүргэлт'): RetrievalHit => ({
  kind,
  id: 1,
  text,
  answer,
  sourceTitle,
  sourceId: 1,
  score,
});

describe('composing an answer', () => {
  it('answers a Q&A only above its threshold, the best one', () => {
    expect(qaAnswer([hit('qa', 0.5)])).toBeNull();
    expect(qaAnswer([hit('qa', 0.7, 'q1', 'one'), hit('qa', 0.9, 'q2', 'two')])?.body).toBe('two');
  });
  it('answers a passage shortly, naming its source', () => {
    const long = 'Эхний өгүүлбэр. '.repeat(60);
    const p = passageAnswer([hit('passage', 0.5, long, long)], 'Эх сурвалж');
    expect(p?.body.endsWith('\nЭх сурвалж: Хүргэлт')).toBe(true);
    expect(p!.body.length).toBeLessThanOrEqual(400 + '\nЭх сурвалж: Хүргэлт'.length);
    expect(passageAnswer([hit('passage', 0.1)], 'Source')).toBeNull();
  });
  it('cuts one overlong sentence at a word', () => {
    const cut = shorten('word '.repeat(200), 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
