/**
 * The "opens in a new tab" hint as a small icon where a table cell has no room for the words;
 * screen readers and the accessible name still get the words.
 */
export function NewTabIcon() {
  return (
    <>
      <svg
        className="new-tab-icon"
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 16 16"
        width="14"
        height="14"
      >
        <path
          d="M9 2h5v5M14 2 7 9M12 10v4H2V4h4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </>
  );
}
