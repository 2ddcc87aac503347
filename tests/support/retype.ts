import type { userEvent } from '@testing-library/user-event';

/** Clears `field` and types `text` into it, as a person replacing a value does. */
export async function retype(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
): Promise<void> {
  await user.clear(field);
  await user.type(field, text);
}
