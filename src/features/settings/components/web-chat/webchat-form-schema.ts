import type { Webchat, WebchatForm } from '../../../../../contracts/webchat.schema';

/** The form's values: the input of WebchatRulesSchema, the rules the server runs too. */
export type WebchatFormValues = WebchatForm;

/** A new web chat starts in the console's own brand blue with white text. */
export const DEFAULT_BRAND_COLOR = '#0F6CBD';
export const DEFAULT_TEXT_COLOR = '#FFFFFF';

export function initialWebchatValues(webchat?: Webchat): WebchatFormValues {
  if (!webchat) {
    return {
      domain: '',
      name: '',
      name_en: '',
      greeting: '',
      greeting_en: '',
      logo: null,
      brand_color: DEFAULT_BRAND_COLOR,
      text_color: DEFAULT_TEXT_COLOR,
      is_active: true,
    };
  }
  const { domain, name, name_en, greeting, greeting_en, logo, brand_color, text_color, is_active } = webchat;
  return { domain, name, name_en, greeting, greeting_en, logo, brand_color, text_color, is_active };
}
