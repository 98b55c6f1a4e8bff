/** A scripted fetch for the HTTP client tests: answers in order, records every request. */
export type Answer = number | { status: number; body?: string; json?: unknown } | { network: true } | { hang: true };

function responseFor(answer: Exclude<Answer, { network: true } | { hang: true }>): Response {
  const spec = typeof answer === 'number' ? { status: answer } : answer;
  const body = spec.json !== undefined ? JSON.stringify(spec.json) : (spec.body ?? '');
  const headers = { 'content-type': spec.json !== undefined ? 'application/json' : 'text/plain' };
  if (spec.status < 600) return new Response(spec.status === 204 ? null : body, { status: spec.status, headers });
  // fetch's Response refuses statuses above 599, but a server can still send the custom 600.
  const response = new Response(body, { status: 200, headers });
  Object.defineProperty(response, 'status', { value: spec.status });
  Object.defineProperty(response, 'ok', { value: false });
  return response;
}

export function fakeFetch(...answers: Answer[]) {
  const requests: Request[] = [];
  const bodies: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    bodies.push(request.body ? await request.clone().text() : '');
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
    if (typeof answer === 'object' && 'network' in answer) throw new TypeError('Failed to fetch');
    if (typeof answer === 'object' && 'hang' in answer) {
      return new Promise((_resolve, reject) => {
        if (request.signal.aborted) reject(request.signal.reason);
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    }
    return responseFor(answer);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests, bodies };
}

export type Handler = (request: Request) => Response | Promise<Response>;

/** A fake server: `'GET /api/me'` → handler. Unknown routes answer 404. Records every request. */
export function routedFetch(handlers: Record<string, Handler>) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    // A copy: the client cancels the body it sent once the answer is in.
    requests.push(request.clone());
    const handler = handlers[`${request.method} ${new URL(request.url).pathname}`];
    if (!handler) return json(404, { code: 'err_route_not_found', message: 'not found' });
    return handler(request);
  };
  const called = (method: string, path: string) => requests.filter((request) => request.method === method && new URL(request.url).pathname === path);
  return { fetch: fetch as typeof globalThis.fetch, requests, called };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
