export function PreventionRoute() {
  return (
    <>
      <h1>Prevention</h1>
    </>
  );
}
