export function ElectionsRoute() {
  return (
    <>
      <h1>2025 Special District Election</h1>
    </>
  );
}
