import { SettingsScreen } from '../components/settings-screen';

/** /settings/issue_name: the company's issue reasons. */
export default function IssueReasonsPage() {
  return <SettingsScreen kind="reasons" />;
}
