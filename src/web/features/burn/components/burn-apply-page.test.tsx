import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DEFAULT_BURN_SETTINGS } from '#domain/burn/burn-day.ts';
import { SiteIntlProvider } from '#web/lib/i18n.tsx';
import { ApplyPage } from './burn-apply-page.tsx';

const REGISTRATION_URL = 'https://example.utah.gov/burn-registration';

function renderApply(errors: Record<string, string> = {}) {
  return render(
    <SiteIntlProvider locale="en">
      <ApplyPage
        view={{
          kind: 'burn-apply',
          settings: {
            ...DEFAULT_BURN_SETTINGS,
            asksStateRegistration: true,
            stateRegistrationUrl: REGISTRATION_URL,
          },
          values: { stateRegistrationNumber: 'SUM-1', town: '' },
          errors,
        }}
      />
    </SiteIntlProvider>,
  );
}

describe('ApplyPage', () => {
  it('asks for the state registration number with a hint that links to the state', () => {
    renderApply();
    const input = screen.getByRole('textbox', { name: 'State burn registration number' });
    expect(input).toHaveValue('SUM-1');
    expect(input).toHaveAccessibleDescription(
      'Register the burn with the state first, at the state’s open burn registration, then enter the number it gives you.',
    );
    expect(
      screen.getByRole('link', { name: 'the state’s open burn registration' }),
    ).toHaveAttribute('href', REGISTRATION_URL);
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('puts each message under its field, tied to it, and links the summary to it', () => {
    renderApply({
      stateRegistrationNumber: 'Enter your state burn registration number.',
      town: 'Choose a town in the district.',
      materialDescription: 'Say what you will burn.',
    });
    const registration = screen.getByRole('textbox', { name: 'State burn registration number' });
    expect(registration).toHaveAttribute('aria-invalid', 'true');
    expect(registration).toHaveAccessibleDescription(
      expect.stringMatching(/gives you\. ?Error: Enter your state burn registration number\.$/),
    );
    const town = screen.getByRole('combobox', { name: 'Town' });
    expect(town).toHaveAttribute('aria-invalid', 'true');
    expect(town).toHaveAccessibleDescription(
      'The burn must be in the district. Error: Choose a town in the district.',
    );
    const description = screen.getByRole('textbox', { name: 'What you will burn and how much' });
    expect(description).toHaveAccessibleDescription(
      'For example: tree prunings and dry leaves, about 2 cubic yards. Error: Say what you will burn.',
    );
    const summary = within(screen.getByRole('alert'));
    expect(
      summary.getByRole('link', { name: 'Enter your state burn registration number.' }),
    ).toHaveAttribute('href', '#stateRegistrationNumber');
    expect(summary.getByRole('link', { name: 'Choose a town in the district.' })).toHaveAttribute(
      'href',
      '#town',
    );
  });
});
