export function SubmissionsTab() {
  return <p>TODO</p>;
}
