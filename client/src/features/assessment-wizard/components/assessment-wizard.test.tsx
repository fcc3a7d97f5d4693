import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '@/test/render-with-app';
import { AssessmentWizard } from './assessment-wizard';

/** The text an element's aria-describedby points at: what a screen reader reads after its label. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** A guest's wizard, as the assessment page shows it (no server: the guest is in the query cache). */
async function openWizard(language: 'ro' | 'en' = 'ro') {
  const onComplete = vi.fn();
  const view = await renderWithApp(<AssessmentWizard onComplete={onComplete} />, { language });
  await screen.findByRole('heading', { level: 2 });
  return { ...view, onComplete };
}

describe("the wizard's steps (issue 21: component tests)", () => {
  it('keeps a person on step 1 until both countries are chosen, naming each missing one and focusing the first', async () => {
    const { user } = await openWizard();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Țări');
    await user.click(screen.getByRole('button', { name: 'Pasul următor' }));

    const residence = screen.getByLabelText('Țara de reședință');
    expect(residence).toHaveAttribute('aria-invalid', 'true');
    expect(description(residence)).toContain('Selectați țara de reședință');
    expect(residence).toHaveFocus();
    expect(screen.getByLabelText('Țara de origine')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('completați corect toate câmpurile obligatorii');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Țări');
  });

  it('moves to the income step once the countries are chosen, and asks for the income by name', async () => {
    const { user } = await openWizard();
    await user.selectOptions(screen.getByLabelText('Țara de reședință'), 'DE');
    await user.selectOptions(screen.getByLabelText('Țara de origine'), 'RO');
    await user.click(screen.getByRole('button', { name: 'Pasul următor' }));

    const income = await screen.findByLabelText('Venit net lunar');
    await user.click(screen.getByRole('button', { name: 'Pasul următor' }));
    expect(income).toHaveAttribute('aria-invalid', 'true');
    expect(description(income)).toContain('Venitul lunar este obligatoriu');
  });

  it('reads an amount typed the reader\'s way and says how it understood it', async () => {
    for (const [language, typed, understood, next] of [
      ['ro', '3.000,5', 'Am înțeles: 3.000,50 EUR', 'Pasul următor'],
      ['en', '3,000.5', '3,000.50', 'Next Step'],
    ] as const) {
      const { user, unmount } = await openWizard(language);
      await user.selectOptions(screen.getAllByRole('combobox')[0], 'DE');
      await user.selectOptions(screen.getAllByRole('combobox')[1], 'RO');
      await user.click(screen.getByRole('button', { name: next }));
      const income = await screen.findByRole('textbox', { name: language === 'ro' ? 'Venit net lunar' : 'Monthly net income' });
      await user.type(income, typed);
      expect(description(income)).toContain(understood);
      expect(income).not.toHaveAttribute('aria-invalid', 'true');
      unmount();
    }
  });
});
