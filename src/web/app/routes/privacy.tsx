export function PrivacyRoute() {
  return (
    <>
      <h1>Website Privacy Notice</h1>
    </>
  );
}
