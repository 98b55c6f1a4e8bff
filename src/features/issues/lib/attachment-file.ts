import { ATTACHMENT_MAX_BYTES } from '../../../../contracts/constants';

/** Spec §5: at most 1 MB; checked before anything is sent. */
export const isTooLarge = (file: Pick<File, 'size'>) => file.size > ATTACHMENT_MAX_BYTES;

// The upload's base64 body and the size shown by a file (shared with the e-mail composer).
export { formatSize, toBase64 } from '../../../lib/file-data';
