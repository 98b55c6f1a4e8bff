import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MessageNote } from '../../contracts';
import { ROOT_DIR } from '../config';

interface CallsText {
  timeline: Record<string, string>;
  subject: Record<'abandoned' | 'failed', string>;
}
const mn = JSON.parse(readFileSync(join(ROOT_DIR, 'locales', 'mn', 'calls.json'), 'utf8')) as CallsText;

export type TimelineKey =
  | 'incoming'
  | 'outgoing'
  | 'queued'
  | 'ringing'
  | 'answered'
  | 'held'
  | 'resumed'
  | 'transferred'
  | 'ended_caller'
  | 'ended_agent'
  | 'abandoned'
  | 'failed'
  | 'timed_out';

/** One part of a call's timeline line: the locale key (locales/mn|en/calls.json, timeline) and its values. */
export type NotePart = MessageNote[number];

/** A call event as the line its conversation shows (a system message), kept as a locale key so each reader sees it in their language. */
export const timelineNote = (key: TimelineKey, params: Record<string, string | number> = {}): NotePart => ({ key: `calls:timeline.${key}`, params });

export const closingSubject = (why: 'abandoned' | 'failed') => mn.subject[why];
