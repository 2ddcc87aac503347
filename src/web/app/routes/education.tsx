export function EducationRoute() {
  return (
    <>
      <h1>Education</h1>
    </>
  );
}
