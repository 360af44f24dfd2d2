export function ContentTab() {
  return <p>TODO</p>;
}
