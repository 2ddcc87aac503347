export function ResourcesRoute() {
  return (
    <>
      <h1>Resources</h1>
    </>
  );
}
