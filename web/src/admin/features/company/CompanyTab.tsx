export function CompanyTab() {
  return <p>TODO</p>;
}
