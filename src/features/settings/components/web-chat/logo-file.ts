import { WEBCHAT_LIMITS } from '../../../../../contracts/webchat.schema';
import { readImageFile, type ImageRead, type ImageRule } from '../../../../lib/read-image';
import type { FieldMessage } from '../../../../lib/forms/field-error';

/** The image types the server accepts as a logo data URL. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;
export const LOGO_TYPE_NAMES = 'PNG, JPEG, SVG, WebP';
export const LOGO_MAX_KB = Math.floor(WEBCHAT_LIMITS.logoBytes / 1024);

export type LogoResult = ImageRead<FieldMessage>;

const LOGO_RULE: ImageRule<FieldMessage> = {
  types: LOGO_TYPES,
  maxBytes: WEBCHAT_LIMITS.logoBytes,
  messages: {
    badType: { key: 'settings:webchat.form.logoBadType', values: { types: LOGO_TYPE_NAMES } },
    tooBig: (size) => ({ key: 'settings:webchat.form.logoTooBig', values: { kb: LOGO_MAX_KB, size } }),
    unreadable: { key: 'settings:webchat.form.logoUnreadable' },
  },
};

/** A chosen file as the data URL the web chat stores, or why it cannot be the logo. */
export const readLogo = (file: File): Promise<LogoResult> => readImageFile(file, LOGO_RULE);
