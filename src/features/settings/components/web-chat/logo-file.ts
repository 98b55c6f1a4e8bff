import { dataUrlHoldsImage } from '../../../../../contracts/image-content';
import { WEBCHAT_LIMITS } from '../../../../../contracts/webchat.schema';
import type { FieldMessage } from '../../../../lib/forms/field-error';

/** The image types the server accepts as a logo data URL. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;
export const LOGO_TYPE_NAMES = 'PNG, JPEG, SVG, WebP';
export const LOGO_MAX_KB = Math.floor(WEBCHAT_LIMITS.logoBytes / 1024);

export type LogoResult = { ok: true; dataUrl: string } | { ok: false; message: FieldMessage };

/** A chosen file as the data URL the web chat stores, or why it cannot be the logo. */
export async function readLogo(file: File): Promise<LogoResult> {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) {
    return { ok: false, message: { key: 'settings:webchat.form.logoBadType', values: { types: LOGO_TYPE_NAMES } } };
  }
  if (file.size > WEBCHAT_LIMITS.logoBytes) {
    return { ok: false, message: { key: 'settings:webchat.form.logoTooBig', values: { kb: LOGO_MAX_KB, size: Math.ceil(file.size / 1024) } } };
  }
  try {
    const dataUrl = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    });
    // Judged by its bytes too: a text file renamed .png declares image/png but is no image.
    if (!dataUrlHoldsImage(dataUrl)) return { ok: false, message: { key: 'settings:webchat.form.logoBadType', values: { types: LOGO_TYPE_NAMES } } };
    return { ok: true, dataUrl };
  } catch {
    return { ok: false, message: { key: 'settings:webchat.form.logoUnreadable' } };
  }
}
