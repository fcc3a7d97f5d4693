import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '@/test/render-with-app';
import { AddLendingRuleDialog } from './add-lending-rule-dialog';

const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** The back office's form dialog (ADR 074) on its newest user: adding a property country's lending rule (issue 21). */
describe('adding a lending rule (issue 21: component tests)', () => {
  it('reads numbers typed the reader\'s way, and names each field it cannot use without sending anything', async () => {
    const onOpenChange = vi.fn();
    const { user } = await renderWithApp(<AddLendingRuleDialog isOpen onOpenChange={onOpenChange} />, { language: 'fr' });
    const dialog = await screen.findByRole('dialog');
    const dsti = within(dialog).getByLabelText('Plafond DSTI (%)');
    await user.type(dsti, '45,5');
    expect(description(dsti)).toMatch(/Compris\s:\s45,50/);
    const ltv = within(dialog).getByLabelText(/^Plafond LTV \(%\)$/);
    await user.type(ltv, 'quatre-vingt');
    await user.click(within(dialog).getByRole('button', { name: /Ajouter|Enregistrer/ }));
    expect(ltv).toHaveAttribute('aria-invalid', 'true');
    expect(description(ltv)).toContain('Saisissez un pourcentage de 0 à 100');
    expect(description(within(dialog).getByLabelText('Code pays'))).toContain('Le code pays doit comporter deux lettres');
    expect(description(within(dialog).getByLabelText('Durée maximale (ans)'))).toContain('La durée maximale doit être un nombre entier');
    expect(within(dialog).getByLabelText('Plafond DSTI (%)')).not.toHaveAttribute('aria-invalid', 'true');
    // Still open, and nothing was sent: the stand-in server of component tests would have failed the test.
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
