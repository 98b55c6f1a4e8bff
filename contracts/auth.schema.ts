import { z } from 'zod';
import { LOCALES } from './constants';

export const LoginBodySchema = z
  .object({
    email: z.string().trim().min(1).max(320),
    password: z.string().min(1).max(256),
    next: z.string().max(2000).optional(),
  })
  .strict();
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const LoginResultSchema = z.object({ ok: z.literal(true), redirect: z.string() });
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const OkSchema = z.object({ ok: z.literal(true) });

export const VersionSchema = z.object({ version: z.string() });
export type Version = z.infer<typeof VersionSchema>;

/** Anything outside the locale list is refused by the route with err_lang_invalid, not by zod. */
export const ChangeLangQuerySchema = z.object({ lang: z.string().optional() }).strict();
export const LocaleSchema = z.enum(LOCALES);

export const ApiErrorSchema = z.object({ code: z.string(), message: z.string() });
