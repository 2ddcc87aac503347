export function RecordsRequestRoute() {
  return (
    <>
      <h1>Public Records Request</h1>
    </>
  );
}
