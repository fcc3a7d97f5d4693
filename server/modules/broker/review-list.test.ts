import { describe, expect, it } from 'vitest';
import { reviewOfferedLoan } from './review-list.schemas';

describe('the list’s offered loan (issue 19 point 10: cents half up)', () => {
  it('writes each amount to the cent as it reads, half up, where toFixed(2) went down', () => {
    // (1.005).toFixed(2) is "1.00" and (2500.115).toFixed(2) "2500.11": toFixed rounds the double.
    const loan = { bankName: 'CEC Bank', amount: 2500.115, currency: 'RON', amountInLoanCurrency: 1.005, monthlyPayment: 0.285 };
    expect(reviewOfferedLoan({ hasLoanKey: true, loan })).toEqual({ bankName: 'CEC Bank', amount: '2500.12', currency: 'RON', amountInLoanCurrency: '1.01', monthlyPayment: '0.29' });
  });

  it('tells a result from before issue 19 (undefined) from one without a loan (null)', () => {
    expect(reviewOfferedLoan({ hasLoanKey: false, loan: undefined })).toBeUndefined();
    expect(reviewOfferedLoan({ hasLoanKey: true, loan: null })).toBeNull();
  });
});
