import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../contracts';
import { ROOT_DIR } from '../../config';

type BotTexts = { not_understood: string; handover: string; source: string };

/** What the bot itself says, from the same locale files the console uses (locales/{mn,en}/agents.json "bot"). */
const texts = Object.fromEntries(
  LOCALES.map((l) => [l, (JSON.parse(readFileSync(join(ROOT_DIR, 'locales', l, 'agents.json'), 'utf8')) as { bot: BotTexts }).bot]),
) as Record<Locale, BotTexts>;

export function botText(locale: string, key: keyof BotTexts): string {
  return (texts[locale as Locale] ?? texts[DEFAULT_LOCALE])[key];
}
