export function PromoTab() {
  return <p>TODO</p>;
}
