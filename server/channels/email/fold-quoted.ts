/**
 * Splits a plain-text mail into what the sender wrote now and the quoted history below it, so the
 * console shows the new part and folds the rest behind "show quoted". The history starts at the
 * first block of '>'-prefixed lines (with the attribution line just above it, "On … wrote:"), at
 * an Outlook-style "-----Original Message-----" / "From:" header block, or at a signature-free
 * forwarded header.
 */
const ORIGINAL_MARKERS = ['-----original message-----', '-----оригинал захидал-----', '---------- forwarded message ---------'];

function isAttribution(line: string): boolean {
  const l = line.trim().toLowerCase();
  return l.endsWith('wrote:') || l.endsWith('бичсэн:') || l.endsWith('бичжээ:') || l.endsWith('a écrit :') || l.endsWith('schrieb:');
}

export function foldQuoted(text: string): { body: string; quoted: string } {
  const lines = text.split('\n');
  let cut = -1;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!.trim();
    if (ORIGINAL_MARKERS.includes(l.toLowerCase())) {
      cut = i;
      break;
    }
    if (l.startsWith('>')) {
      cut = i;
      // Take the attribution line (and a blank between) with the quote.
      let j = i - 1;
      while (j >= 0 && lines[j]!.trim() === '') j--;
      if (j >= 0 && isAttribution(lines[j]!)) cut = j;
      else if (j >= 1 && isAttribution(`${lines[j - 1]!} ${lines[j]!}`)) cut = j - 1;
      break;
    }
  }
  if (cut < 0) return { body: text, quoted: '' };
  return { body: lines.slice(0, cut).join('\n').trimEnd(), quoted: lines.slice(cut).join('\n').trim() };
}
