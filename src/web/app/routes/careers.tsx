export function CareersRoute() {
  return (
    <>
      <h1>Join Our Team</h1>
    </>
  );
}
