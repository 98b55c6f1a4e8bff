import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '../../contracts';
import { ROOT_DIR } from '../config';

type PubText = Record<'title' | 'heading' | 'email' | 'password' | 'submit' | 'language' | 'product', string>;

/** Strings of the server-rendered public pages, from locales/<lang>/pub.json. */
export const pubText: Record<Locale, PubText> = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(join(ROOT_DIR, 'locales', l, 'pub.json'), 'utf8'))]),
) as Record<Locale, PubText>;
