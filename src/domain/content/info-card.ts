/** A titled card of static information (prevention, education, careers). */
export interface InfoCard {
  title: string;
  body: string;
  /** Optional short points shown as a list under the body. */
  points?: readonly string[];
}
