import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localeOf, type Language } from '@core/languages';
import { exchangeRateSeed } from '../../core/reference-data/exchange-rates';
import { ecbDailyXml, startEcbStandIn, type EcbStandIn } from '../../server/modules/exchange-rates/ecb-stand-in';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { OCR_MODEL, readImageText, renderPdfPage } from '../support/pdf-image';
import { pdfText } from '../support/pdf-text';
import { money, PHONE_390, plain, plainTextOf, registerAccount, subscribeToPro, waitForResultDetails } from '../support/result';
import { startServerWithMail, type ServerWithMail } from '../support/server-with-mail';
import { uiText, WAIT } from '../support/session';
import { englishIn, expectAllInLanguage, rawKeysIn } from '../support/untranslated';
import { fillWizard, submitWizard, WORKED_EXAMPLE_ANSWERS } from '../support/wizard-answers';

/**
 * Issue 25, "Done when": a person in Poland, Hungary, Czechia or Germany uses Acasa in their own
 * language from the first visit. At a phone's size (390 × 844), in a browser whose language is
 * theirs and with no language chosen before: the landing is in it; they register and go through
 * the wizard typing amounts their way ("3 200,50" with a no-break space in Polish, a plain space
 * in Hungarian, a narrow no-break space in Czech, "3.200,50" in German), each echoed as read and
 * stored as exactly 3200.50; the result writes amounts the language's way; the PDF certificate,
 * drawn to a picture, reads (by OCR) its title and the language's own letters; the password-reset
 * e-mail arrives in the language. On every page: axe, nothing sideways, no English sentence and no
 * raw key. The journey runs its own server, with the local SMTP stand-in, so the e-mail is read.
 */
let browser: Browser;
let product: ServerWithMail;
let ecb: EcbStandIn;

beforeAll(async () => {
  // Today's ECB rates, as the shared server gets them (global-setup.ts): no stale-rate notes.
  ecb = await startEcbStandIn();
  const rates = Object.fromEntries(exchangeRateSeed.filter((row) => row.currency !== 'EUR').map((row) => [row.currency, Number(row.rate)]));
  ecb.serve({ body: ecbDailyXml(new Date().toISOString().slice(0, 10), rates) });
  product = await startServerWithMail('languages', { ECB_RATES_URL: ecb.url, RATES_FETCH: 'on', AUTH_RATE_LIMIT_MAX: '10000' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await ecb?.close();
});

/** What differs from one language's journey to the next. */
interface Person {
  firstName: string;
  lastName: string;
  /** The property's country: the language's own (German speakers: Romania, the corridor's first). */
  propertyCountry: string;
  /** How thousands are grouped when this person types a number. */
  thousands: string;
  /** Letters of the language that ASCII lacks: the certificate's picture must show a word with one. */
  ownLetters: RegExp;
}

const PEOPLE = {
  pl: { firstName: 'Agnieszka', lastName: 'Wiśniewska', propertyCountry: 'PL', thousands: '\u00a0', ownLetters: /[łąęśż]/ },
  hu: { firstName: 'Zsófia', lastName: 'Kovács', propertyCountry: 'HU', thousands: ' ', ownLetters: /[őűáé]/ },
  cs: { firstName: 'Jiří', lastName: 'Dvořák', propertyCountry: 'CZ', thousands: '\u202f', ownLetters: /[řčěž]/ },
  de: { firstName: 'Jürgen', lastName: 'Weiß', propertyCountry: 'RO', thousands: '.', ownLetters: /[äöüß]/ },
} satisfies Partial<Record<Language, Person>>;

type JourneyLanguage = keyof typeof PEOPLE;

/** The amounts typed, written "3 200,50" here and grouped the person's way when typed. */
const TYPED = { monthlyIncome: '3 200,50', desiredLoanAmount: '100 000', propertyValue: '150 000' } as const;
const STORED = { monthlyIncome: '3200.50', desiredLoanAmount: '100000.00', propertyValue: '150000.00' } as const;

interface StoredAssessment {
  id: string;
  status: string;
  monthlyIncome: string;
  desiredLoanAmount: string;
  propertyValue: string;
  maxLoanAmount: string | null;
  monthlyPayment: string | null;
}

/** A phone on the journey's server whose browser speaks `language`; nothing stored, so the product chooses. */
async function openPhone(language: Language): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, PHONE_390, localeOf(language), product.server.url);
  opened.context.setDefaultTimeout(WAIT.timeout);
  return opened;
}

/** The page fits the phone's width: nothing to scroll sideways (a long word or an amount breaking the layout). */
async function expectFitsThePhone(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
}

/** Scrolled to the end and back, so that parts drawn on first sight (charts, lazy sections) are there. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
}

/**
 * The echo under an amount as the language says it ("Erkannt: 3.200,50 EUR"): the language's
 * text, with the number as the browser's Intl writes it in the language's locale, spaces and all.
 */
async function expectedEcho(page: Page, language: Language, amount: number): Promise<string> {
  const written = await page.evaluate(
    ([value, locale]) => new Intl.NumberFormat(locale, { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 }).format(value),
    [amount, localeOf(language)] as const,
  );
  return uiText(page, 'translation:common.numberEcho', { value: `${written} EUR` });
}

const echoOf = async (page: Page, field: string) => (await page.getByTestId(`wizard-${field}-echo`).textContent()) ?? '';

/** The words of the language's certificate texts that have one of its own letters ("Wnioskodawca" has none; "zdolności" has). */
function certificateWordsWithOwnLetters(language: JourneyLanguage): string[] {
  const texts = readFileSync(`client/public/locales/${language}/certificate.json`, 'utf8').toLocaleLowerCase(localeOf(language));
  const words = texts.match(/\p{L}+/gu) ?? [];
  return [...new Set(words.filter((word) => PEOPLE[language].ownLetters.test(word)))];
}

/** Case and spacing aside (OCR breaks lines where the PDF wrapped them). */
const loosely = (text: string, language: Language) => plain(text).toLocaleLowerCase(localeOf(language));

function everyStepIn(language: JourneyLanguage) {
  const person = PEOPLE[language];
  const typed = (amount: string) => amount.replace(/ /g, person.thousands);
  let phone: { context: BrowserContext; page: Page };
  let email = '';
  let stored: StoredAssessment;

  beforeAll(async () => {
    phone = await openPhone(language);
  });
  afterAll(() => phone?.context.close());

  test('the first visit is in the browser’s language: the landing, axe, nothing English', async () => {
    const { page } = phone;
    await page.goto('/');
    await expect.poll(() => page.locator('html').getAttribute('lang'), WAIT).toBe(language);
    const title = await uiText(page, 'landing:hero.title');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), WAIT).toBe(title);
    // Nothing was stored before this visit: the browser's language was picked.
    expect(await page.evaluate(() => window.localStorage.getItem('preferredLanguage'))).toBeNull();
    await scrollThrough(page);
    await expectAllInLanguage(page, language, 'the landing');
    await expectFitsThePhone(page, 'the landing');
    await expectNoSeriousA11yViolations(page, `the landing (phone, ${language})`);
    await screenshot(page, `every-language-landing-phone-${language}`);
  });

  test('the wizard reads amounts typed the local way, echoes them in the language and stores exactly 3200.50', async () => {
    const { page } = phone;
    email = await registerAccount(page, language, person.firstName, person.lastName);
    await page.goto('/assessment');
    await expect.poll(() => page.locator('html').getAttribute('lang'), WAIT).toBe(language);
    const answers = {
      ...WORKED_EXAMPLE_ANSWERS,
      originCountry: person.propertyCountry,
      monthlyIncome: typed(TYPED.monthlyIncome),
      desiredLoanAmount: typed(TYPED.desiredLoanAmount),
      propertyValue: typed(TYPED.propertyValue),
    };
    await fillWizard(page, answers, {
      beforeNext: async (step) => {
        if (step === 2) {
          expect(await page.inputValue('#wizard-monthlyIncome')).toBe(typed(TYPED.monthlyIncome));
          await expect.poll(() => echoOf(page, 'monthlyIncome'), WAIT).toBe(await expectedEcho(page, language, 3200.5));
          await expectNoSeriousA11yViolations(page, `the wizard's income step with its echo (phone, ${language})`);
          await screenshot(page, `every-language-wizard-income-phone-${language}`);
        }
        if (step === 6) {
          await expect.poll(() => echoOf(page, 'desiredLoanAmount'), WAIT).toBe(await expectedEcho(page, language, 100_000));
          await expect.poll(() => echoOf(page, 'propertyValue'), WAIT).toBe(await expectedEcho(page, language, 150_000));
        }
        await expectAllInLanguage(page, language, `wizard step ${step}`);
        await expectFitsThePhone(page, `wizard step ${step}`);
      },
    });
    // The review says the amounts as the language writes them.
    await expect.poll(() => plainTextOf(page, 'review-monthlyIncome'), WAIT).toBe(money(3200.5, 'EUR', language, { cents: true }));
    expect(await plainTextOf(page, 'review-desiredLoanAmount')).toBe(money(100_000, 'EUR', language));
    await expectAllInLanguage(page, language, 'the review (step 7)');
    await expectFitsThePhone(page, 'the review (step 7)');

    await submitWizard(page, { isGuest: false });
    const saved = (await (await page.request.get('/api/assessments')).json()) as StoredAssessment[];
    expect(saved).toHaveLength(1);
    stored = saved[0];
    expect(stored).toMatchObject({ ...STORED, status: 'submitted' });
  });

  test('the result: the verdict, and amounts written by Intl in the language', async () => {
    const { page } = phone;
    await waitForResultDetails(page);
    // A nurse earning €3,200.50 asking €100,000 for a €150,000 flat: some bank lends in each country.
    expect(await page.getByTestId('result-verdict').getAttribute('data-verdict')).toMatch(/^(eligible|partial)$/);
    const titles = await Promise.all(
      ['eligible', 'eligibleRulesOnly', 'partial', 'partialRulesOnly', 'belowBankMinimum'].map((key) => uiText(page, `result:verdict.title.${key}`)),
    );
    expect(titles).toContain((await page.locator('#result-verdict-title').innerText()).trim());
    expect(await plainTextOf(page, 'result-max-loan')).toBe(money(Number(stored.maxLoanAmount), 'EUR', language));
    // The instalment to the cent when it has cents ("492 €", "524,67 €"), as the result writes it.
    const payment = Number(stored.monthlyPayment);
    expect(await plainTextOf(page, 'result-monthly-payment')).toBe(money(payment, 'EUR', language, { cents: Math.round(payment * 100) % 100 !== 0 }));
    // The income counted, cents and all, as typed.
    expect(await plainTextOf(page, 'result-loan-basis')).toContain(money(3200.5, 'EUR', language, { cents: true }));
    await scrollThrough(page);
    await expectAllInLanguage(page, language, 'the result');
    await expectFitsThePhone(page, 'the result');
    await expectNoSeriousA11yViolations(page, `the result (phone, ${language})`);
    await screenshot(page, `every-language-result-phone-${language}`);
  });

  test('the certificate: drawn to a picture, its title and the language’s letters read back by OCR', async () => {
    const { page } = phone;
    await page.goto('/assessments');
    const card = page.getByTestId(`assessment-card-${stored.id}`);
    await expect.poll(() => card.count(), WAIT).toBe(1);
    await expectAllInLanguage(page, language, 'the assessments page');
    await expectFitsThePhone(page, 'the assessments page');

    // The certificate comes with Pro.
    await subscribeToPro(page);
    await page.reload();
    await card.getByRole('button').first().click();
    const dialog = page.getByTestId('assessment-dialog');
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(true);
    const button = dialog.getByTestId('certificate-download');
    await expect.poll(() => button.count(), WAIT).toBe(1);
    await expectAllInLanguage(page, language, 'the assessment dialog');
    await expectFitsThePhone(page, 'the assessment dialog');

    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), button.click()]);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const title = await uiText(page, 'certificate:title');
    // The text layer says it (a cheap first check); the picture must show it.
    expect(loosely(pdfText(pdf), language)).toContain(loosely(title, language));

    const picture = await renderPdfPage(browser, pdf);
    mkdirSync('e2e/screenshots', { recursive: true });
    writeFileSync(`e2e/screenshots/every-language-certificate-${language}.png`, picture);
    const read = await readImageText(picture, OCR_MODEL[language]);
    expect(loosely(read, language), `OCR of the certificate (${language}):\n${read}`).toContain(loosely(title, language));
    const readWords = new Set(loosely(read, language).match(/\p{L}+/gu));
    const ownWords = certificateWordsWithOwnLetters(language);
    expect(ownWords.length, `certificate words with ${person.ownLetters}`).toBeGreaterThan(0);
    expect(
      ownWords.filter((word) => readWords.has(word)),
      `OCR of the certificate (${language}) has a word with ${person.ownLetters}:\n${read}`,
    ).not.toEqual([]);
  });

  test('the password-reset e-mail arrives in the account’s language', async () => {
    // A new phone, as someone who forgot their password: again no language stored.
    const other = await openPhone(language);
    try {
      const { page } = other;
      await page.goto('/forgot-password');
      await expect.poll(() => page.locator('html').getAttribute('lang'), WAIT).toBe(language);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), WAIT).toBe(await uiText(page, 'password-reset:forgot.title'));
      await expectAllInLanguage(page, language, 'the forgot-password page');
      await expectFitsThePhone(page, 'the forgot-password page');
      await expectNoSeriousA11yViolations(page, `the forgot-password page (phone, ${language})`);
      await page.locator('#forgot-email').fill(email);
      await page.locator('form button[type=submit]').click();
      await expect.poll(() => page.getByTestId('forgot-password-sent').count(), WAIT).toBe(1);
      await expectAllInLanguage(page, language, 'the forgot-password confirmation');

      // The reset e-mail arrives, titled in the account's language.
      const toAccount = () => product.smtp.received.filter((received) => received.to.includes(email));
      const subject = await uiText(page, 'password-reset:email.subject');
      await expect.poll(() => toAccount().map((received) => received.subject), { timeout: 15_000 }).toContain(subject);
      const reset = toAccount().find((received) => received.subject === subject)!;
      expect(reset.text).toContain(await uiText(page, 'password-reset:email.ignore'));
      // Every e-mail this account received is in its language, with no English sentence or raw key.
      for (const received of toAccount()) {
        expect(received.html, received.subject).toContain(`<html lang="${language}">`);
        const said = `${received.subject}\n${received.text}`;
        expect(englishIn(said, language), `English in the e-mail "${received.subject}"`).toEqual([]);
        expect(rawKeysIn(said), `raw keys in the e-mail "${received.subject}"`).toEqual([]);
      }
    } finally {
      await other.context.close();
    }
  });
}

describe('pl: Agnieszka, od pierwszej wizyty po polsku', () => everyStepIn('pl'));
describe('hu: Zsófia, az első látogatástól magyarul', () => everyStepIn('hu'));
describe('cs: Jiří, od první návštěvy česky', () => everyStepIn('cs'));
describe('de: Jürgen, vom ersten Besuch an auf Deutsch', () => everyStepIn('de'));
