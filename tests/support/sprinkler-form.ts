import type { within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';

/** Types the sprinkler form's applicant fields (name, e-mail, date, address) as a resident does. */
export async function fillSprinklerApplicant(
  user: ReturnType<typeof userEvent.setup>,
  inForm: ReturnType<typeof within>,
): Promise<void> {
  await user.type(inForm.getByLabelText('Applicant Name'), 'Pat Applicant');
  await user.type(inForm.getByLabelText('Applicant Email'), 'pat@example.org');
  await user.type(inForm.getByLabelText('Application Date'), '07/04/2026');
  await user.keyboard('{Escape}');
  await user.type(inForm.getByLabelText('Service Address'), '1 Main St, Kamas');
}
