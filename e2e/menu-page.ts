/**
 * The menu page as a guest, or a screen reader, finds things on it, by role
 * and name: the card row, a card, a dish, its dialog, and opening one.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, waitForBoxToSettle, waitForScrollToSettle } from './fixtures.ts';

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const row = (page: Page) => page.getByRole('region', { name: 'Menu categories' });
export const cards = (page: Page) => row(page).getByRole('article');
export const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
export const scrollLeftOf = (locator: Locator) => locator.evaluate((element) => element.scrollLeft);

/** A dish's button on the menu page: its accessible name starts with the dish name, then the price. */
export function dishButton(page: Page, name: string): Locator {
  return row(page).getByRole('button', { name: new RegExp(`^${escapeRegExp(name)} \\$\\d`) });
}

export const dialogFor = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

/** The browser's own text size, as a guest sets it in the browser's settings (16 px is 100%). */
export async function setBrowserTextSize(page: Page, standard: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard, fixed: Math.round((standard * 13) / 16) } });
}

/** Whether Chromium tells assistive technology that the dialog named `name` is modal, as aria-modal="true" would. */
export async function isExposedAsModal(page: Page, name: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const dialog = nodes.find((node) => node.role?.value === 'dialog' && node.name?.value === name);
  return dialog?.properties?.some((property) => property.name === 'modal' && property.value.value === true) ?? false;
}
export const quantityOf = (dialog: Locator) => dialog.getByRole('spinbutton', { name: 'Quantity' });
/** The dish photo: an img named by the dish (other images, such as tag icons, have other names). */
export const photoOf = (dialog: Locator, name: string) => dialog.getByRole('img', { name, exact: true });
/** The dialog's scrolling content: the element holding the dish photo. */
export const innerScroller = (dialog: Locator, name: string) => photoOf(dialog, name).locator('xpath=..');

/** Opens a dish the way the device would: a tap on the phone, a click on the desktop. */
export async function openDish(page: Page, name: string, hasTouch: boolean): Promise<{ button: Locator; dialog: Locator }> {
  const button = dishButton(page, name);
  if (hasTouch) await button.tap();
  else await button.click();
  const dialog = dialogFor(page, name);
  await expect(dialog).toBeVisible();
  return { button, dialog };
}

/** Closes the open dish with Escape and waits until it is out of sight, as a guest would before going on. */
export async function closeDish(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  // A dish reopened while its sheet still slides away keeps its choices.
  await expect(page.locator('dialog')).toBeHidden();
}

/** Puts the page and the card row back at their start, as a guest scrolls back before going on. */
export async function scrollBack(page: Page): Promise<void> {
  const region = row(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await region.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
  await waitForScrollToSettle(region);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

/** Opens a dish and waits until the sheet has slid in or the panel faded in: colours and contrast are only final then. */
export async function openSettledDish(page: Page, name: string, hasTouch: boolean): Promise<Locator> {
  const { dialog } = await openDish(page, name, hasTouch);
  await waitForBoxToSettle(dialog);
  await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  return dialog;
}

/** The card at the row's snap line and how far from it its left edge is, in pixels. */
export function cardAtSnapLine(page: Page): Promise<{ index: number; distance: number; atEnd: boolean }> {
  return row(page).evaluate((element) => {
    const snapLine = element.getBoundingClientRect().left + (parseFloat(getComputedStyle(element).scrollPaddingLeft) || 0);
    const distances = Array.from(element.querySelectorAll('article'), (article) =>
      Math.abs(article.getBoundingClientRect().left - snapLine),
    );
    const distance = Math.min(...distances);
    return {
      index: distances.indexOf(distance),
      distance,
      atEnd: element.scrollLeft >= element.scrollWidth - element.clientWidth - 1,
    };
  });
}
