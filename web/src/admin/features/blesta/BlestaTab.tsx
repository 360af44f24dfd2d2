export function BlestaTab() {
  return <p>TODO</p>;
}
