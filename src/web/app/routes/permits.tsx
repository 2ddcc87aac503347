export default function PermitsRoute() {
  return (
    <>
      <h1>Permit Forms</h1>
    </>
  );
}
