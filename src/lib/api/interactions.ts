// Why: interactions are read by the live screens, the history and the realtime table: one fetcher
// and one query-key factory, so an update or a refetch reaches every copy (issue 22 §3).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { InteractionListSchema, InteractionSummarySchema, type InteractionListItem, type InteractionSummary } from '../../../contracts/interaction.schema';
import { MessageListSchema, type Message } from '../../../contracts/message.schema';
import { http, type HttpClient } from '../http';

export type InteractionScope = 'all' | 'mine' | 'queued';

/** Open ones oldest first, by scope; closed ones newest first, by the day range of `closed_at`. */
export type InteractionListParams =
  | { status: 'open'; scope: InteractionScope; page: number; size: number }
  | {
      status: 'closed';
      /** Inclusive ISO range on closed_at. */
      from: string;
      to: string;
      page: number;
      size: number;
    };

export interface InteractionListData {
  items: InteractionListItem[];
  total: number;
}

/** Every interaction query lives under `all`; a list's filters are the last part of its key. */
export const interactionKeys = {
  all: ['interactions'] as const,
  lists: () => [...interactionKeys.all, 'list'] as const,
  list: (params: InteractionListParams) => [...interactionKeys.lists(), params] as const,
  details: () => [...interactionKeys.all, 'detail'] as const,
  detail: (id: number) => [...interactionKeys.details(), id] as const,
  /** Apart from the detail, so refreshing a summary does not read a whole transcript again. */
  messages: (id: number) => [...interactionKeys.all, 'messages', id] as const,
};

/**
 * GET /api/interactions. Without "view all closed" the server answers only the caller's own closed
 * ones, so the console never filters.
 */
export async function listInteractions(params: InteractionListParams, client: HttpClient = http, signal?: AbortSignal): Promise<InteractionListData> {
  const query =
    params.status === 'open'
      ? new URLSearchParams({ status: 'open', scope: params.scope, page: String(params.page), size: String(params.size) })
      : new URLSearchParams({ status: 'closed', from: params.from, to: params.to, page: String(params.page), size: String(params.size) });
  return InteractionListSchema.parse(await client.get(`/api/interactions?${query}`, { signal }));
}

/** GET /api/interactions/:id: header, actions, contact panel and history detail; a 404 shows where it is asked for. */
export async function getInteraction(id: number, client: HttpClient = http, signal?: AbortSignal): Promise<InteractionSummary> {
  return InteractionSummarySchema.parse(await client.get(`/api/interactions/${id}`, { signal, silent: (e) => e.status === 404 }));
}

/** The server's largest page of messages. */
export const TRANSCRIPT_PAGE = 500;

/**
 * Every message of a conversation: GET /api/interactions/:id/messages?after_seq=…&limit=500, page
 * after page until one comes back short.
 */
export async function getTranscript(id: number, client: HttpClient = http, signal?: AbortSignal): Promise<Message[]> {
  const messages: Message[] = [];
  let after = 0;
  for (;;) {
    const query = new URLSearchParams({ after_seq: String(after), limit: String(TRANSCRIPT_PAGE) });
    const page = MessageListSchema.parse(await client.get(`/api/interactions/${id}/messages?${query}`, { signal }));
    messages.push(...page.items);
    const last = page.items.at(-1)?.seq;
    if (last === undefined || page.items.length < TRANSCRIPT_PAGE || last >= page.last_seq) return messages;
    after = last;
  }
}

export const interactionListQueryOptions = (params: InteractionListParams) =>
  queryOptions({
    queryKey: interactionKeys.list(params),
    queryFn: ({ signal }) => listInteractions(params, http, signal),
  });

export const interactionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: interactionKeys.detail(id),
    queryFn: ({ signal }) => getInteraction(id, http, signal),
  });

/** A closed conversation no longer grows, so its transcript is read once. */
export const transcriptQueryOptions = (id: number) =>
  queryOptions({
    queryKey: interactionKeys.messages(id),
    queryFn: ({ signal }) => getTranscript(id, http, signal),
    staleTime: Infinity,
  });

export function useInteractions(params: InteractionListParams) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...interactionListQueryOptions(params), placeholderData: keepPreviousData });
}

export function useInteraction(id: number | null) {
  return useQuery({ ...interactionQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}

export function useTranscript(id: number) {
  return useQuery(transcriptQueryOptions(id));
}
