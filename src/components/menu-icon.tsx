import {
  BookRegular,
  ChatMultipleRegular,
  CompassNorthwestRegular,
  DataBarVerticalRegular,
  DesktopPulseRegular,
  HistoryRegular,
  PeopleRegular,
  QuestionCircleRegular,
  SettingsRegular,
  ShieldPersonRegular,
  TicketDiagonalRegular,
} from '@fluentui/react-icons';
import type { ComponentType } from 'react';
import type { MainMenuKey } from '../lib/menu';

// Icons imported by name, so the bundle keeps only these.
const ICONS: Record<MainMenuKey, ComponentType<{ className?: string }>> = {
  monitoring: DesktopPulseRegular,
  control_panel: DataBarVerticalRegular,
  interacts_live: ChatMultipleRegular,
  interacts_hist: HistoryRegular,
  issues: TicketDiagonalRegular,
  contacts: PeopleRegular,
  knowledge: BookRegular,
  settings: SettingsRegular,
  help: QuestionCircleRegular,
  guide: CompassNorthwestRegular,
  admin: ShieldPersonRegular,
};

export function MenuIcon({ name, className }: { name: MainMenuKey; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} />;
}
