import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../../../contracts/company.schema';
import { readImageFile, type ImageRead, type ImageRule } from '../../../lib/read-image';
import type { FieldMessage } from '../../../lib/forms/field-error';

export const IMAGE_MAX_KB = IMAGE_MAX_BYTES / 1024;

export type ImageResult = ImageRead<FieldMessage>;

const IMAGE_RULE: ImageRule<FieldMessage> = {
  types: IMAGE_TYPES,
  maxBytes: IMAGE_MAX_BYTES,
  messages: {
    badType: { key: 'company:logo.badType' },
    tooBig: (size) => ({ key: 'company:logo.tooBig', values: { kb: IMAGE_MAX_KB, size } }),
    unreadable: { key: 'company:logo.unreadable' },
  },
};

/** A chosen file as the data URL the server stores (logo, picture), or why it cannot be used. */
export const readImage = (file: File): Promise<ImageResult> => readImageFile(file, IMAGE_RULE);
