import type { Page } from 'playwright-core';
import type { Language } from '@core/languages';
import { expect } from 'vitest';

/** Drives the 7-step wizard through its accessible controls (ids and test ids from the wizard). */

/** Picks an option of a wizard select (the browser's own) by the name it shows, a country's flag aside. */
export async function choose(page: Page, field: string, optionName: string) {
  const select = page.getByTestId(`wizard-${field}`);
  const value = await select.evaluate((element, name) => {
    const options = [...(element as HTMLSelectElement).options];
    const option = options.find((candidate) => candidate.value !== '' && (candidate.text === name || candidate.text.endsWith(` ${name}`)));
    return option?.value ?? null;
  }, optionName);
  expect(value, `${field} offers "${optionName}"`).not.toBeNull();
  await select.selectOption(value!);
  await expect.poll(() => select.inputValue()).toBe(value);
}

export async function fill(page: Page, field: string, value: string) {
  await page.fill(`#wizard-${field}`, value);
}

export async function next(page: Page) {
  await page.getByTestId('wizard-next').click();
}

/** Waits until the progress bar says step `step` of 7 (any language). */
export async function expectStep(page: Page, step: number) {
  await expect
    .poll(async () => (await page.getByTestId('wizard-step-indicator').textContent()) ?? '')
    .toMatch(new RegExp(`\\b${step}\\b\\D+\\b7\\b`));
}

export async function expectText(page: Page, text: string) {
  await expect.poll(() => page.getByText(text, { exact: false }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
}

/** A plain applicant: the worked example of docs/lending-rules.md §7.12 with savings and a down payment. */
const BASE_APPLICANT = {
  monthlyIncome: '3000',
  employmentType: 'Permanent contract',
  employmentDuration: '36',
  totalEmploymentDuration: '10',
  maritalStatus: 'Married',
  age: '35',
  educationLevel: "Master's degree",
  desiredLoanAmount: '100000',
  propertyType: 'Apartment',
  propertyValue: '120000',
  currentSavings: '30000',
  downPayment: '20000',
};

/**
 * Fills steps 2 to 6 in English. With `checkValidation`, first presses Next on each empty
 * step and expects that step's message (docs/product.md §5).
 */
export async function fillStepsTwoToSix(
  page: Page,
  options: { checkValidation: boolean; onStep?: (step: number) => Promise<void>; applicant?: Partial<typeof BASE_APPLICANT> },
) {
  const { checkValidation, onStep } = options;
  const APPLICANT = { ...BASE_APPLICANT, ...options.applicant };
  await expectStep(page, 2);
  await onStep?.(2);
  if (checkValidation) {
    await next(page);
    await expectText(page, 'Monthly income is required');
    await expectText(page, 'Please fill in all required fields correctly before proceeding.');
  }
  await fill(page, 'monthlyIncome', APPLICANT.monthlyIncome);
  await next(page);

  await expectStep(page, 3);
  await onStep?.(3);
  if (checkValidation) {
    await next(page);
    await expectText(page, 'Please select employment type');
    await expectText(page, 'Current employment duration is required');
  }
  await choose(page, 'employmentType', APPLICANT.employmentType);
  await fill(page, 'employmentDuration', APPLICANT.employmentDuration);
  await fill(page, 'totalEmploymentDuration', APPLICANT.totalEmploymentDuration);
  await next(page);

  await expectStep(page, 4);
  await onStep?.(4);
  if (checkValidation) {
    await next(page);
    await expectText(page, 'Please select your marital status before proceeding.');
    await expectText(page, 'Validation Error');
  }
  await choose(page, 'maritalStatus', APPLICANT.maritalStatus);
  await fill(page, 'age', APPLICANT.age);
  await page.getByTestId('wizard-firstHome-true').check();
  await next(page);

  await expectStep(page, 5);
  await onStep?.(5);
  if (checkValidation) {
    await next(page);
    await expectText(page, 'Please select your education level before proceeding.');
  }
  await choose(page, 'educationLevel', APPLICANT.educationLevel);
  await next(page);

  await expectStep(page, 6);
  await onStep?.(6);
  if (checkValidation) {
    await next(page);
    await expectText(page, 'Desired loan amount is required');
    await expectText(page, 'Property value is required');
    await expectText(page, 'Please select property type');
  }
  await fill(page, 'desiredLoanAmount', APPLICANT.desiredLoanAmount);
  await choose(page, 'propertyType', APPLICANT.propertyType);
  await fill(page, 'propertyValue', APPLICANT.propertyValue);
  await fill(page, 'currentSavings', APPLICANT.currentSavings);
  await fill(page, 'downPayment', APPLICANT.downPayment);
  await next(page);
  await expectStep(page, 7);
  await onStep?.(7);
}

/** Switches the interface language with the navigation bar's switcher (its label in any language). */
export async function switchLanguage(page: Page, languageName: 'Română' | 'English' | 'Français') {
  await page.getByRole('button', { name: /Schimbă limba|Change language|Changer de langue/ }).click();
  await page.getByRole('menuitemradio', { name: languageName }).click();
}

/** Sets the interface language before the first page load. */
export async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((lang) => window.localStorage.setItem('preferredLanguage', lang), language);
}
