export default function CalendarRoute() {
  return (
    <>
      <h1>Fire Marshal Permit Availability Calendar</h1>
    </>
  );
}
