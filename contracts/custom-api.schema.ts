import { z } from 'zod';
import { requiredTextRule, ruleMessage, textRule } from './field-rules';

export const CUSTOM_API_NAME_MAX = 100;
export const CUSTOM_API_URL_MAX = 2000;
export const CUSTOM_API_HEADER_NAME_MAX = 100;
export const CUSTOM_API_HEADER_VALUE_MAX = 2000;
export const CUSTOM_API_HEADERS_MAX = 20;
export const CUSTOM_API_BODY_MAX = 4000;
export const CUSTOM_API_FIELDS_MAX = 20;
export const CUSTOM_API_PATH_MAX = 200;
export const CUSTOM_API_TIMEOUT_MIN = 500;
export const CUSTOM_API_TIMEOUT_MAX = 10_000;
export const CUSTOM_API_TIMEOUT_DEFAULT = 5000;
/** Largest answer read from an endpoint; a longer one is an error (fail branch). */
export const CUSTOM_API_RESPONSE_MAX_BYTES = 256 * 1024;
/** What a saved secret header shows instead of its value; sent back unchanged, it keeps the value. */
export const SECRET_MASK = '••••••';

export const CUSTOM_API_METHODS = ['GET', 'POST'] as const;
export const CUSTOM_API_STATUSES = ['active', 'inactive'] as const;

/** An http(s) address; `{{name}}` placeholders (a flow's answers) may stand in its path and query. */
export function isEndpointUrl(value: string): boolean {
  try {
    const u = new URL(value.replace(/\{\{\s*[A-Za-z_][A-Za-z0-9_.]*\s*\}\}/g, 'x'));
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname && !u.username && !u.password;
  } catch {
    return false;
  }
}

const VARIABLE = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const CustomApiHeaderSchema = z.object({
  name: requiredTextRule(CUSTOM_API_HEADER_NAME_MAX).regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, { error: 'err_custom_api_invalid' }),
  value: textRule(CUSTOM_API_HEADER_VALUE_MAX),
  secret: z.boolean(),
});
export const CustomApiFieldSchema = z.object({
  variable: requiredTextRule(40).regex(VARIABLE, { error: 'err_custom_api_invalid' }),
  path: requiredTextRule(CUSTOM_API_PATH_MAX),
});

export const CustomApiRulesSchema = z.object({
  name: requiredTextRule(CUSTOM_API_NAME_MAX),
  method: z.enum(CUSTOM_API_METHODS),
  url: requiredTextRule(CUSTOM_API_URL_MAX).refine(isEndpointUrl, { error: 'err_custom_api_invalid' }),
  headers: z.array(CustomApiHeaderSchema).max(CUSTOM_API_HEADERS_MAX),
  body: textRule(CUSTOM_API_BODY_MAX),
  response_fields: z.array(CustomApiFieldSchema).max(CUSTOM_API_FIELDS_MAX),
  timeout_ms: z
    .number()
    .int()
    .min(CUSTOM_API_TIMEOUT_MIN, ruleMessage('err_custom_api_timeout', { min: CUSTOM_API_TIMEOUT_MIN, max: CUSTOM_API_TIMEOUT_MAX }))
    .max(CUSTOM_API_TIMEOUT_MAX, ruleMessage('err_custom_api_timeout', { min: CUSTOM_API_TIMEOUT_MIN, max: CUSTOM_API_TIMEOUT_MAX })),
  status: z.enum(CUSTOM_API_STATUSES),
});
export type CustomApiRules = z.infer<typeof CustomApiRulesSchema>;
export const CustomApiBodySchema = CustomApiRulesSchema.strict();
export type CustomApiBody = z.infer<typeof CustomApiBodySchema>;

export const CustomApiSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  method: z.enum(CUSTOM_API_METHODS),
  url: z.string(),
  headers: z.array(z.object({ name: z.string(), value: z.string(), secret: z.boolean() })),
  body: z.string(),
  response_fields: z.array(z.object({ variable: z.string(), path: z.string() })),
  timeout_ms: z.number().int(),
  status: z.enum(CUSTOM_API_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomApi = z.infer<typeof CustomApiSchema>;
export const CustomApiListSchema = z.object({ items: z.array(CustomApiSchema) });
export const CustomApiIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) }).strict();
export const CustomApiStatusBodySchema = z.object({ status: z.enum(CUSTOM_API_STATUSES) }).strict();

/** A trial call from the settings page: sample values for the placeholders, and what came back. */
export const CustomApiTestBodySchema = z.object({ vars: z.record(z.string().max(40), z.string().max(500)) }).strict();
export const CustomApiTestResultSchema = z.object({
  ok: z.boolean(),
  status: z.number().int().nullable(),
  vars: z.record(z.string(), z.string()),
  error: z.enum(['timeout', 'refused', 'http', 'network', 'too_large', 'inactive']).nullable(),
});
export type CustomApiTestResult = z.infer<typeof CustomApiTestResultSchema>;
