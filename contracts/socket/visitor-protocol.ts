import { z } from 'zod';
import { ClientIdSchema } from '../message.schema';
import { LOCALES } from '../constants';
import { VISITOR_MESSAGE_MAX, type VisitorClientMessage, type VisitorHandshake } from './visitor';

export * from './visitor';

/** Server-side validation of what a widget sends (types in visitor.ts, which the widget imports). */
export const VisitorHandshakeSchema = z
  .object({
    v: z.number().int(),
    key: z.string().min(8).max(64),
    token: z.string().min(16).max(128).optional(),
    locale: z.enum(LOCALES).catch('mn'),
  })
  .passthrough() satisfies z.ZodType<VisitorHandshake, unknown>;

export const VisitorClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sync'), after_seq: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('message.send'), client_id: ClientIdSchema, body: z.string().trim().min(1).max(VISITOR_MESSAGE_MAX) }).strict(),
  z.object({ type: z.literal('typing'), typing: z.boolean() }).strict(),
  z.object({ type: z.literal('read'), seq: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('rate'), rating: z.number().int() }).strict(),
]) satisfies z.ZodType<VisitorClientMessage, unknown>;
