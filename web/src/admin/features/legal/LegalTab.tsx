export function LegalTab() {
  return <p>TODO</p>;
}
