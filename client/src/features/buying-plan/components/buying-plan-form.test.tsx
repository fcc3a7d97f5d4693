import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '@/test/render-with-app';
import { ApiError } from '@/lib/api-client';
import { todayIsoDate } from '@/lib/format-date';
import { BuyingPlanForm } from './buying-plan-form';

const banks = [
  { bankId: 1, name: 'Banca Transilvania' },
  { bankId: 2, name: 'BCR' },
];
const empty = { targetDate: '', canTravel: true, bankId: '' };
const daysAhead = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return todayIsoDate(date);
};

describe('the buying plan form (issue 24)', () => {
  it('names a missing or past signing date under the date, as its description', async () => {
    const onSave = vi.fn();
    const { user } = await renderWithApp(<BuyingPlanForm banks={banks} defaultValues={empty} isStored={false} onSave={onSave} />, { language: 'en' });
    const date = await screen.findByLabelText('Target signing date');
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(date).toHaveAccessibleDescription(expect.stringContaining('Choose the signing date as a real calendar day (YYYY-MM-DD)'));
    expect(date).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(date, { target: { value: daysAhead(-3) } });
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(date).toHaveAccessibleDescription(expect.stringContaining('The signing date cannot be in the past'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the day, travel and bank, and shows the server’s field errors under their fields', async () => {
    const refusal = new ApiError(400, 'Bad Request', JSON.stringify({ message: 'Invalid', code: 'VALIDATION_ERROR', fieldErrors: { bankId: 'Alegeți una dintre băncile recomandate' } }));
    const onSave = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce(undefined);
    const { user } = await renderWithApp(<BuyingPlanForm banks={banks} defaultValues={empty} isStored={false} onSave={onSave} />);
    const target = daysAhead(120);
    fireEvent.change(await screen.findByLabelText('Data dorită a semnării'), { target: { value: target } });
    await user.click(screen.getByRole('checkbox', { name: 'Pot călători acasă' }));
    const bank = screen.getByRole('combobox', { name: 'Banca' });
    expect(screen.getByRole('option', { name: 'Nicio bancă aleasă încă' })).toBeInTheDocument();
    await user.selectOptions(bank, 'BCR');
    await user.click(screen.getByRole('button', { name: 'Salvați planul' }));
    expect(onSave).toHaveBeenCalledWith({ targetDate: target, canTravel: false, bankId: 2 });
    expect(bank).toHaveAccessibleDescription(expect.stringContaining('Alegeți una dintre băncile recomandate'));

    await user.click(screen.getByRole('button', { name: 'Salvați planul' }));
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('offers to update a stored plan, in French', async () => {
    await renderWithApp(<BuyingPlanForm banks={[]} defaultValues={{ ...empty, targetDate: daysAhead(90) }} isStored onSave={vi.fn()} />, { language: 'fr' });
    expect(await screen.findByRole('button', { name: 'Mettre à jour le plan' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Je peux rentrer au pays' })).toBeChecked();
  });
});
