export function ContactRoute() {
  return (
    <>
      <h1>Contact Us</h1>
    </>
  );
}
