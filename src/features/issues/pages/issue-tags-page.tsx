import { SettingsScreen } from '../components/settings-screen';

/** /settings/issue_tag: the company's issue tags. */
export default function IssueTagsPage() {
  return <SettingsScreen kind="tags" />;
}
