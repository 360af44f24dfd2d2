export function NavigationTab() {
  return <p>TODO</p>;
}
