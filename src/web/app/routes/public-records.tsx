export function PublicRecordsRoute() {
  return (
    <>
      <h1>Public Records</h1>
    </>
  );
}
