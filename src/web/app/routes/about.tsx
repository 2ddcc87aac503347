export function AboutRoute() {
  return (
    <>
      <h1>About</h1>
    </>
  );
}
