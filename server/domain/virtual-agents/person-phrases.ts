/**
 * Whether a customer asks for a person (mn and en). Words, not substrings: 'хүн' must not match
 * 'хүнс' (food), 'agent' must not match 'agenda'.
 */
const WORDS = new Set([
  // en
  'human',
  'person',
  'operator',
  'representative',
  'agent',
  'staff',
  'someone',
  'somebody',
  'manager',
  // mn (with the case endings a request uses: -тай/-тэй with, -д/-т to)
  'хүн',
  'хүнтэй',
  'хүнээр',
  'ажилтан',
  'ажилтантай',
  'ажилтанд',
  'ажилтны',
  'оператор',
  'оператортой',
  'операторт',
  'менежер',
  'менежертэй',
  'зөвлөх',
  'зөвлөхтэй',
]);

/** Phrases whose words are common alone ('talk', 'холбо') but mean a person together. */
const PHRASES = [/\b(talk|speak|chat) (to|with) (a |an |the )?(real )?(human|person|someone|somebody|people)\b/, /\breal (human|person)\b/, /амьд хүн/];

export function asksForPerson(text: string): boolean {
  const t = text.toLowerCase().normalize('NFC');
  if (PHRASES.some((p) => p.test(t))) return true;
  return t.split(/[^\p{L}]+/u).some((w) => WORDS.has(w));
}
