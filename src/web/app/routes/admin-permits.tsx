export default function AdminPermitsRoute() {
  return (
    <>
      <h1>Permit Applications</h1>
    </>
  );
}
