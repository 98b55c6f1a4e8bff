import { SettingsScreen } from '../components/settings-screen';

/** /settings/issue_type: the company's issue types. */
export default function IssueTypesPage() {
  return <SettingsScreen kind="types" />;
}
