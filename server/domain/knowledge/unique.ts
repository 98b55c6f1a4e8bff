import type { ErrorCode } from '../../../contracts';
import { AppError } from '../../lib/app-error';

/** A unique index's refusal (23505) as the catalogue's duplicate code; anything else as it was. */
export async function uniqueAs<T>(code: ErrorCode, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if (e.code === '23505' || e.cause?.code === '23505') throw new AppError(code, { field: 'name' });
    throw err;
  }
}
