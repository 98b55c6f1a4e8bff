/** A `/key` being typed at the end of the text (at its start or after a space): the key, else null. */
export function savedResponseTrigger(text: string): string | null {
  const match = /(?:^|\s)\/(\S*)$/.exec(text);
  return match ? match[1] : null;
}

/** The text with the trailing `/key` replaced by the answer. */
export function insertSavedResponse(text: string, answer: string): string {
  return text.replace(/(^|\s)\/\S*$/, (_all, space: string) => `${space}${answer}`);
}
