export function NotFoundRoute() {
  return (
    <>
      <h1>Page not found</h1>
    </>
  );
}
