export function NewsRoute() {
  return (
    <>
      <h1>News</h1>
    </>
  );
}
