import { randomBytes } from 'node:crypto';

/** 24 random bytes, base64url: names the widget in the embed script, unguessable so keys are not enumerable. */
export const newWidgetKey = () => randomBytes(24).toString('base64url');
