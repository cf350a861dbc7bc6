import type { Locator, Page } from '@playwright/test';

/** The offers of a service (/add/…/offers and the dashboard's offers screens). */
export class OffersEditor {
  readonly cards: Locator;
  readonly form: Locator;
  readonly name: Locator;
  readonly perPerson: Locator;
  readonly groupPrice: Locator;
  readonly addAnother: Locator;
  readonly submit: Locator;
  readonly next: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByTestId('offer-card');
    this.form = page.locator('form');
    this.name = this.form.locator('input[name="name"]');
    this.perPerson = this.form.getByRole('radio', { name: /per person|po osobi/i });
    this.groupPrice = this.form.getByRole('radio', { name: /group price|grupna cijena/i });
    this.addAnother = page.getByRole('button', { name: /add another offer|dodaj još jednu ponudu/i });
    this.submit = this.form.locator('button[type="submit"]');
    this.next = page.getByRole('link', { name: /calendar|kalendar/i }).last();
  }

  price(row = 0): Locator {
    return this.form.locator(`input[name="prices[${row}].price"]`);
  }

  discountPrice(row = 0): Locator {
    return this.form.locator(`input[name="prices[${row}].discountPrice"]`);
  }

  groupNumber(row = 0): Locator {
    return this.form.locator(`input[name="prices[${row}].groupNumber"]`);
  }
}
