export function SettingsTab() {
  return <p>TODO</p>;
}
