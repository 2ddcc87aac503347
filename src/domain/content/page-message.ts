/** A line above a feature page's content: what happened (notice) or why it did not (refused). */
export interface PageMessage {
  kind: 'notice' | 'refused';
  text: string;
}
