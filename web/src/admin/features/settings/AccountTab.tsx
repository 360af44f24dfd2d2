export function AccountTab() {
  return <p>TODO</p>;
}
