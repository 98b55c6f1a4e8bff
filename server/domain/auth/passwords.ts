import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MIN, passwordError } from '../../../contracts';
import { AppError } from '../../lib/app-error';

const OPTIONS = { algorithm: 2 /* Argon2id; the package's enum is const and cannot be imported here */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

// Verifying against this when the account does not exist keeps the answer time the same.
let dummy: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummy ??= hashPassword('not-a-real-password');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** Refuses a chosen password that breaks the rule of contracts (too short, or a common one). */
export function checkNewPassword(password: string, field?: string) {
  const code = passwordError(password);
  if (code) throw new AppError(code, { ...(field ? { field } : {}), ...(code === 'err_password_too_short' ? { min: PASSWORD_MIN } : {}) });
}
