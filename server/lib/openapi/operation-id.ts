/**
 * The operationId a route gets when its schema names none: a verb from the method and the path's
 * shape, then its resources (`GET /api/users` → listUsers, `PUT /api/users/:id/role` →
 * updateUserRole, `POST /api/issues/:id/close` → closeIssue). A route whose derived name reads
 * badly or collides sets `schema.operationId`; the OpenAPI test lists every name for review.
 */

/** A last path segment that is an action on what precedes it, not a resource. */
const ACTIONS = new Set([
  'approve',
  'close',
  'confirm',
  'delete',
  'export',
  'finish',
  'import',
  'login',
  'logout',
  'merge',
  'reject',
  'reopen',
  'resend',
  'signup',
  'submit',
]);

const PREFIXES = new Set(['api', 'pub']);

const isParam = (segment: string) => segment.startsWith(':') || segment.startsWith('{');

/** 'mail-domains' → 'MailDomains', 'widget.js' → 'WidgetJs'. */
const pascal = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');

function singular(word: string): string {
  if (/ies$/.test(word)) return word.slice(0, -3) + 'y';
  if (/(ss|us)$/.test(word)) return word;
  if (/(sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

const isPlural = (word: string) => /[^su]s$/.test(word);

export function deriveOperationId(method: string, url: string): string {
  const segments = url.split('/').filter(Boolean);
  if (PREFIXES.has(segments[0])) segments.shift();
  const last = segments.at(-1) ?? '';
  const byItem = isParam(last);
  const action = !byItem && ACTIONS.has(last) ? last : undefined;
  const nouns = action ? segments.slice(0, -1) : segments;

  // Every resource but the last names one of its kind (userRole, issueComment); so does the last
  // when an id follows it or a POST creates one.
  const lastNoun = nouns.findLastIndex((segment) => !isParam(segment));
  const parts = nouns.flatMap((segment, i) => {
    if (isParam(segment)) return [];
    const one = i < lastNoun || isParam(nouns[i + 1] ?? '') || (method === 'POST' && !action);
    return [pascal(one ? singular(segment) : segment)];
  });

  let verb: string;
  if (action) verb = action;
  else if (method === 'GET') verb = byItem || !isPlural(last) ? 'get' : 'list';
  else if (method === 'POST') verb = 'create';
  else if (method === 'DELETE') verb = 'delete';
  else verb = 'update';
  return verb + parts.join('');
}
