// Viber's limits for a keyboard (developers.viber.com, Keyboards): at most 24 buttons, each with
// an ActionBody; we keep labels within the button text's 250 characters.
const MAX_BUTTONS = 24;
const LABEL_MAX = 250;

export interface ViberKeyboard {
  Type: 'keyboard';
  DefaultHeight: boolean;
  Buttons: { Columns: number; Rows: number; ActionType: 'reply'; ActionBody: string; Text: string; TextSize: 'regular' }[];
}

/**
 * A virtual agent's question with choices: the virtual agents write each choice as a numbered line
 * under the question ("1. Label"), which the customer may answer by number or label. On Viber the
 * choices become a keyboard whose buttons reply with the label; the text keeps the question only.
 * Null when the message offers no choices.
 */
export function choicesKeyboard(body: string): { text: string; keyboard: ViberKeyboard } | null {
  const lines = body.split('\n');
  const labels: string[] = [];
  // Numbered lines at the end, 1..n in order.
  let i = lines.length - 1;
  for (; i >= 0; i--) {
    const m = /^(\d+)\. (.+)$/.exec(lines[i]);
    if (!m) break;
    labels.unshift(m[2].trim());
  }
  const numbers = lines.slice(i + 1).map((l) => Number(/^(\d+)\./.exec(l)![1]));
  if (!labels.length || labels.length > MAX_BUTTONS || numbers.some((n, k) => n !== k + 1)) return null;
  const text = lines
    .slice(0, i + 1)
    .join('\n')
    .trim();
  if (!text) return null;
  return {
    text,
    keyboard: {
      Type: 'keyboard',
      DefaultHeight: false,
      Buttons: labels.map((label) => ({
        Columns: 6,
        Rows: 1,
        ActionType: 'reply',
        ActionBody: label.slice(0, LABEL_MAX),
        Text: label.slice(0, LABEL_MAX),
        TextSize: 'regular',
      })),
    },
  };
}
