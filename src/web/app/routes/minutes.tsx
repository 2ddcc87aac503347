export function MinutesRoute() {
  return (
    <>
      <h1>Agenda and Meeting Minutes</h1>
    </>
  );
}
