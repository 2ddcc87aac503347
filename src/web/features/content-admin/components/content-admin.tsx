export function ContentAdmin() {
  return <p>Site content</p>;
}
