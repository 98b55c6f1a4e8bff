import { z } from 'zod';
import { PERMISSIONS, ROLES } from './permissions';

/** The company's role/permission matrix as role settings show and edit it (spec §6). */
export const RolePermissionsSchema = z.object({ role: z.enum(ROLES), permissions: z.array(z.enum(PERMISSIONS)) });
export const RoleMatrixSchema = z.object({ items: z.array(RolePermissionsSchema) });
export type RoleMatrix = z.infer<typeof RoleMatrixSchema>;

export const RoleParamsSchema = z.object({ role: z.enum(ROLES) }).strict();
export const PutRolePermissionsBodySchema = z.object({ permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length) }).strict();
export type PutRolePermissionsBody = z.infer<typeof PutRolePermissionsBodySchema>;
