import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../../../contracts/company.schema';
import { dataUrlHoldsImage } from '../../../../contracts/image-content';
import type { FieldMessage } from '../../../lib/forms/field-error';

export const IMAGE_MAX_KB = IMAGE_MAX_BYTES / 1024;

export type ImageResult = { ok: true; dataUrl: string } | { ok: false; message: FieldMessage };

/** A chosen file as the data URL the server stores (logo, picture), or why it cannot be used. */
export async function readImage(file: File): Promise<ImageResult> {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return { ok: false, message: { key: 'company:logo.badType' } };
  if (file.size > IMAGE_MAX_BYTES) return { ok: false, message: { key: 'company:logo.tooBig', values: { kb: IMAGE_MAX_KB, size: Math.ceil(file.size / 1024) } } };
  try {
    const dataUrl = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    });
    // Judged by its bytes too: a text file renamed .png declares image/png but is no image.
    if (!dataUrlHoldsImage(dataUrl)) return { ok: false, message: { key: 'company:logo.badType' } };
    return { ok: true, dataUrl };
  } catch {
    return { ok: false, message: { key: 'company:logo.unreadable' } };
  }
}
