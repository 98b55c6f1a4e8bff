import { describe, expect, it } from 'vitest';
import { coverage, normalize, orQuery, stemMatches, stemsOf, withinOneEdit } from '../../../server/domain/knowledge/search-text';
import { offlineQa } from '../../../server/domain/knowledge/offline-qa';
import { toPassages } from '../../../server/domain/knowledge/passages';
import { htmlBlocks } from '../../../server/domain/knowledge/html-blocks';

describe('normalisation for the knowledge index', () => {
  it('lower-cases Mongolian Cyrillic and folds ё, ү and ө', () => {
    expect(normalize('ӨВӨЛ Үнэ Ёс, «Төлбөр»!')).toBe('овол унэ ес толбор');
    // The same stems whether typed with ө/ү or on a Russian layout without them.
    expect(stemsOf('Төлбөрөө хүргэлтээр')).toEqual(stemsOf('толбороо хургэлтээр'));
  });

  it('stems by prefix (Mongolian suffixes, English endings) and drops question words', () => {
    expect(stemsOf('Хүргэлтийн нөхцөл юу вэ?')).toEqual(['хургэ', 'нохцо']);
    expect(stemsOf('How long does the delivery take?')).toEqual(['long', 'deliv', 'take']);
    expect(stemsOf('delivered')).toEqual(stemsOf('delivery'));
  });

  it('forgives one typo in a stem, and a swap of neighbours, but not two', () => {
    expect(withinOneEdit('тлобо', 'толбо')).toBe(true);
    expect(withinOneEdit('stroe', 'store')).toBe(true);
    expect(withinOneEdit('refnd', 'refun')).toBe(false);
    expect(stemMatches('deli', 'deliv')).toBe(true);
    expect(stemMatches('ab', 'abc')).toBe(false);
  });

  it('counts synonyms as covering a question word, and asks for them in the full-text query', () => {
    expect(coverage(stemsOf('shipping'), stemsOf('delivery terms'))).toBe(1);
    expect(coverage(stemsOf('refund policy'), stemsOf('returns'))).toBe(0.5);
    expect(orQuery(['ship'])).toContain('deliv:*');
    expect(orQuery(['stroe'], new Map([['stroe', ['store']]]))).toBe('stroe:* | store:*');
  });
});

describe('passages and offline Q&A', () => {
  it('splits an article under its headings', () => {
    const passages = toPassages('Title', htmlBlocks('<p>Intro.</p><h2>Returns</h2><p>Within 14 days.</p><ul><li>With receipt.</li></ul>'));
    expect(passages).toEqual([
      { heading: 'Title', text: 'Intro.' },
      { heading: 'Returns', text: 'Within 14 days.\nWith receipt.' },
    ]);
  });

  it('finds FAQ lines, Q:/A: pairs and headings, and skips a heading with nothing under it', () => {
    const pairs = offlineQa(
      htmlBlocks(
        '<h2>FAQ</h2><p>Do you deliver on Sunday?</p><p>No, Monday to Saturday.</p><p>Q: Is it cashmere? A: Yes, 100%.</p><h3>Empty</h3><h3>Хүргэлт</h3><p>24 цагт.</p>',
      ),
    );
    expect(pairs).toEqual([
      { question: 'Do you deliver on Sunday?', answer: 'No, Monday to Saturday.' },
      { question: 'Is it cashmere?', answer: 'Yes, 100%.' },
      { question: 'Хүргэлт?', answer: '24 цагт.' },
    ]);
  });
});
