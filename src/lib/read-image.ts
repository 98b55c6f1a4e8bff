import { dataUrlHoldsImage } from '../../contracts/image-content';

/** What an image picker accepts, and the message (of the caller's kind) for each refusal. */
export interface ImageRule<M> {
  types: readonly string[];
  maxBytes: number;
  messages: {
    badType: M;
    /** `sizeKb`: the chosen file's size, rounded up to whole kilobytes. */
    tooBig: (sizeKb: number) => M;
    unreadable: M;
  };
}

export type ImageRead<M> = { ok: true; dataUrl: string } | { ok: false; message: M };

/** A chosen file as the data URL the server stores (a logo, a picture), or why it cannot be used. */
export async function readImageFile<M>(file: File, rule: ImageRule<M>): Promise<ImageRead<M>> {
  if (!rule.types.includes(file.type)) return { ok: false, message: rule.messages.badType };
  if (file.size > rule.maxBytes) return { ok: false, message: rule.messages.tooBig(Math.ceil(file.size / 1024)) };
  try {
    const dataUrl = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    });
    // Judged by its bytes too: a text file renamed .png declares image/png but is no image.
    if (!dataUrlHoldsImage(dataUrl)) return { ok: false, message: rule.messages.badType };
    return { ok: true, dataUrl };
  } catch {
    return { ok: false, message: rule.messages.unreadable };
  }
}
