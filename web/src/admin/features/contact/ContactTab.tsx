export function ContactTab() {
  return <p>TODO</p>;
}
