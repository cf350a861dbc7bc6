import type { Locator, Page } from '@playwright/test';

/** The registration form shared by guests (/register), providers and accommodation partners. */
export class RegistrationForm {
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly newsletter: Locator;
  /** The conditions (guests) or data-processing terms (providers, partners). */
  readonly accept: Locator;
  readonly submit: Locator;
  readonly checkEmail: Locator;

  constructor(
    readonly page: Page,
    root: Locator = page.locator('main'),
  ) {
    this.firstName = root.locator('input[name="firstName"]');
    this.lastName = root.locator('input[name="lastName"]');
    this.email = root.locator('input[name="email"]');
    this.password = root.locator('input[name="password"]');
    this.newsletter = root.locator('input[name="newsletter"]');
    this.accept = root.locator('input[name="accept"]');
    this.submit = root.locator('form button[type="submit"]');
    this.checkEmail = root.getByRole('status');
  }

  async fill(account: { firstName: string; lastName: string; email: string; password: string }): Promise<void> {
    await this.firstName.fill(account.firstName);
    await this.lastName.fill(account.lastName);
    await this.email.fill(account.email);
    await this.password.fill(account.password);
  }
}

/** /register: a guest account. */
export class RegisterPage {
  readonly heading: Locator;
  readonly form: RegistrationForm;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.form = new RegistrationForm(page);
  }

  async goto(): Promise<void> {
    await this.page.goto('/register');
  }
}

/** /register-partners and /register-accomodation: a landing page with a sticky navbar and the form. */
export class RegistrationLandingPage {
  readonly navbar: Locator;
  readonly navbarRegister: Locator;
  readonly formSection: Locator;
  readonly form: RegistrationForm;

  constructor(readonly page: Page) {
    this.navbar = page.getByRole('banner');
    this.navbarRegister = this.navbar.locator('a[href$="#register"]');
    this.formSection = page.locator('section#register');
    this.form = new RegistrationForm(page, this.formSection);
  }

  async goto(path: '/register-partners' | '/register-accomodation'): Promise<void> {
    await this.page.goto(path);
  }
}
