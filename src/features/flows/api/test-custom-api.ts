import { useMutation } from '@tanstack/react-query';
import { CustomApiTestResultSchema, type CustomApiTestResult } from '../../../../contracts/custom-api.schema';
import { http, type HttpClient } from '../../../lib/http';

/** POST /api/custom-apis/:id/test: one call with sample values. */
export async function testCustomApi(id: number, vars: Record<string, string>, client: HttpClient = http): Promise<CustomApiTestResult> {
  return CustomApiTestResultSchema.parse(await client.post(`/api/custom-apis/${id}/test`, { vars }));
}

export const useTestCustomApi = () => useMutation({ mutationFn: ({ id, vars }: { id: number; vars: Record<string, string> }) => testCustomApi(id, vars) });
