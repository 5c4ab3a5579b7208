import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { MenuApp } from './menu-app.tsx';
import { testMenu } from '../model/test-menu.ts';

const address = () => `${window.location.pathname}${window.location.search}`;

// jsdom keeps one address for the whole file: every test starts on the menu.
beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

const MENU = testMenu([
  {
    name: 'Appetizers',
    href: '/page3',
    picture: 'appetizers',
    dishes: [
      { name: 'Egg Roll', chineseName: '蛋卷', price: '$3.50' },
      { name: 'Pu Pu Platter', price: '$19.99', description: 'Ribs, wings, egg rolls and beef on a stick around a flaming pot.' },
      { name: 'Scallion Pancakes', price: '$9.99', vegetarian: true, soldOut: true },
    ],
  },
]);

function renderMenu() {
  render(<MenuApp menu={MENU} />);
  return userEvent.setup();
}

/** Clicks a dish and waits for its dialog, whose code MenuApp loads after hydrating. */
async function openDish(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

it('opens the dish in a dialog named by its heading', async () => {
  const user = renderMenu();
  const dialog = await openDish(user, /Egg Roll/);
  expect(dialog).toHaveAttribute('open');
  expect(dialog).toHaveAccessibleName('Egg Roll');
  expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('Egg Roll');
});

it("shows the price, the Chinese name and its category's drawing named after the dish", async () => {
  const user = renderMenu();
  const dialog = await openDish(user, /Egg Roll/);
  expect(within(dialog).getByText('$3.50', { selector: 'p' })).toBeInTheDocument();
  expect(within(dialog).getByText('蛋卷')).toHaveAttribute('lang', 'zh-Hans');
  expect(within(dialog).getByRole('img', { name: 'Egg Roll' })).toHaveAttribute('src', '/images/categories/appetizers.svg');
});

it('starts at size Regular and quantity 1', async () => {
  const user = renderMenu();
  const dialog = await openDish(user, /Egg Roll/);
  expect(within(dialog).getByRole('radiogroup', { name: 'Size' })).toBeInTheDocument();
  expect(within(dialog).getByRole('radio', { name: 'Regular' })).toBeChecked();
  expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
});

it('falls back to the spec sentence when a dish has no description', async () => {
  const user = renderMenu();
  const dialog = await openDish(user, /Egg Roll/);
  expect(within(dialog).getByRole('heading', { name: 'Description' })).toBeInTheDocument();
  expect(within(dialog).getByText('Delicious egg roll prepared with premium ingredients and authentic recipes.')).toBeInTheDocument();
});

it("shows the dish's own description when it has one", async () => {
  const user = renderMenu();
  const dialog = await openDish(user, /Pu Pu Platter/);
  expect(within(dialog).getByText(/Ribs, wings, egg rolls/)).toBeInTheDocument();
});

it('keeps the price when the size or quantity changes', async () => {
  const user = renderMenu();
  const dialog = await openDish(user, /Egg Roll/);
  await user.click(within(dialog).getByRole('radio', { name: 'Large' }));
  await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
  expect(within(dialog).getByRole('radio', { name: 'Large' })).toBeChecked();
  expect(within(dialog).getByRole('button', { name: 'Add to Cart $3.50' })).toBeInTheDocument();
});

it('steps the quantity up and down but never below 1', async () => {
  const user = renderMenu();
  const dialog = await openDish(user, /Egg Roll/);
  const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
  const decrease = within(dialog).getByRole('button', { name: 'Decrease quantity' });
  expect(decrease).toHaveAttribute('aria-disabled', 'true');
  await user.click(decrease);
  expect(quantity).toHaveValue('1');
  await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
  await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
  expect(quantity).toHaveValue('3');
  expect(quantity).toHaveAttribute('aria-valuenow', '3');
  await user.click(decrease);
  expect(quantity).toHaveValue('2');
});

it('keeps focus on the decrease button at the floor', async () => {
  const user = renderMenu();
  const dialog = await openDish(user, /Egg Roll/);
  const decrease = within(dialog).getByRole('button', { name: 'Decrease quantity' });
  await user.click(decrease);
  expect(decrease).toHaveFocus();
});

it('moves the quantity with the arrow keys', async () => {
  const user = renderMenu();
  const dialog = await openDish(user, /Egg Roll/);
  const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
  await user.click(quantity);
  await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowDown}');
  expect(quantity).toHaveValue('3');
});

it.each([
  { typed: '0', settled: '1' },
  { typed: '-3', settled: '1' },
  { typed: '1.5', settled: '1' },
  { typed: '7', settled: '7' },
  { typed: 'abc', settled: '1' },
  { typed: '', settled: '1' },
])('settles "$typed" into $settled on blur, never NaN', async ({ typed, settled }) => {
  const user = renderMenu();
  const dialog = await openDish(user, /Egg Roll/);
  const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
  await user.clear(quantity);
  if (typed) await user.type(quantity, typed);
  expect(quantity).not.toHaveAttribute('aria-valuenow', 'NaN');
  await user.tab();
  expect(quantity).toHaveValue(settled);
  expect(quantity).toHaveAttribute('aria-valuenow', settled);
});

it.each(['Close', 'Add to Cart $3.50', 'Back to Menu'])(
  'closes with the %s button and takes the address back to the menu',
  async (name) => {
    const user = renderMenu();
    const dialog = await openDish(user, /Egg Roll/);
    expect(address()).toBe('/dishes/egg-roll/');
    await user.click(within(dialog).getByRole('button', { name }));
    expect(dialog).not.toHaveAttribute('open');
    await waitFor(() => expect(address()).toBe('/'));
  },
);

// A click on a modal dialog's ::backdrop is dispatched to the dialog element itself.
it('closes on a click on the backdrop', async () => {
  const user = renderMenu();
  const dialog = await openDish(user, /Egg Roll/);
  await user.click(dialog);
  expect(dialog).not.toHaveAttribute('open');
});

it('stays open when a press starts inside the panel and ends on the backdrop', async () => {
  const user = renderMenu();
  const dialog = await openDish(user, /Egg Roll/);
  await user.pointer([
    { keys: '[MouseLeft>]', target: within(dialog).getByRole('heading', { level: 2 }) },
    { target: dialog },
    { keys: '[/MouseLeft]', target: dialog },
  ]);
  expect(dialog).toHaveAttribute('open');
});

it('resets size and quantity when the dish is opened again', async () => {
  const user = renderMenu();
  let dialog = await openDish(user, /Egg Roll/);
  await user.click(within(dialog).getByRole('radio', { name: 'Large' }));
  await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  dialog = await openDish(user, /Egg Roll/);
  expect(within(dialog).getByRole('radio', { name: 'Regular' })).toBeChecked();
  expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
});

it('resets size and quantity when the dish is opened again while it still slides away', async () => {
  const user = renderMenu();
  let dialog = await openDish(user, /Egg Roll/);
  await user.click(within(dialog).getByRole('radio', { name: 'Large' }));
  await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
  // jsdom runs no transitions: a slide out that never ends stands in for a reopening during the browser's.
  dialog.getAnimations = () => [{ finished: new Promise<void>(() => {}) } as unknown as Animation];
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  dialog = await openDish(user, /Egg Roll/);
  expect(within(dialog).getByRole('radio', { name: 'Regular' })).toBeChecked();
  expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
});

it('drops a quantity typed but not yet settled when the dish is opened again', async () => {
  const user = renderMenu();
  let dialog = await openDish(user, /Egg Roll/);
  await user.clear(within(dialog).getByRole('spinbutton', { name: 'Quantity' }));
  await user.keyboard('7');
  // Escape (the platform's, which jsdom lacks) closes with focus still in the field: no blur settles the 7.
  act(() => (dialog as HTMLDialogElement).close());
  dialog = await openDish(user, /Egg Roll/);
  expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
});

it('keeps the closed dish while the dialog slides away, and no longer', async () => {
  const user = renderMenu();
  const dialog = await openDish(user, /Egg Roll/);
  let slideEnds = () => {};
  const slide = { finished: new Promise<void>((resolve) => (slideEnds = resolve)) };
  // jsdom runs no transitions: this stands in for the browser's slide out.
  dialog.getAnimations = () => [slide as unknown as Animation];
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(dialog).not.toHaveAttribute('open');
  expect(within(dialog).getByRole('heading', { level: 2, hidden: true })).toHaveTextContent('Egg Roll');
  await act(async () => slideEnds());
  expect(within(dialog).queryByRole('heading', { level: 2, hidden: true })).toBeNull();
});

it('clears the share status when the next dish opens', async () => {
  const user = renderMenu();
  let dialog = await openDish(user, /Egg Roll/);
  await user.click(within(dialog).getByRole('button', { name: 'Share' }));
  expect(await within(dialog).findByRole('status')).toHaveTextContent('Link copied');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  dialog = await openDish(user, /Pu Pu Platter/);
  expect(within(dialog).getByRole('status')).toHaveTextContent('');
});

it('gives an open dish its own address and takes it back off on close', async () => {
  const user = renderMenu();
  const dialog = await openDish(user, /Pu Pu Platter/);
  expect(address()).toBe('/dishes/pu-pu-platter/');
  const historyLength = window.history.length;
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(address()).toBe('/'));
  expect(window.location.pathname).toBe('/');
  // Closing went back to the entry the menu had before opening (the dish's
  // entry now lies ahead, as after any Back), rather than adding another.
  expect(window.history.length).toBe(historyLength);
});

it('takes the address back off when the dialog closes as soon as it opened', async () => {
  renderMenu();
  await screen.findByRole('dialog', { hidden: true });
  const landed = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  act(() => fireEvent.click(screen.getByRole('button', { name: /Pu Pu Platter/ })));
  const historyLength = window.history.length;
  act(() => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' })));
  await act(async () => {
    await landed;
  });
  expect(address()).toBe('/');
  // Back to the menu's own entry, the dish's lying ahead as after any Back: none added.
  expect(window.history.length).toBe(historyLength);
  expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
});

it.each(['/dishes/pu-pu-platter/', '/?dish=pu-pu-platter'])('opens the dish the address %s names, over the menu', (url) => {
  window.history.replaceState(null, '', url);
  render(<MenuApp menu={MENU} />);
  expect(screen.getByRole('dialog')).toHaveAccessibleName('Pu Pu Platter');
});

it('shows just the menu for an address naming no dish', () => {
  window.history.replaceState(null, '', '/dishes/no-such-dish/');
  render(<MenuApp menu={MENU} />);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('closes a dish opened from its address without adding history', async () => {
  window.history.replaceState(null, '', '/dishes/egg-roll/');
  const historyLength = window.history.length;
  render(<MenuApp menu={MENU} />);
  const user = userEvent.setup();
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
  expect(address()).toBe('/');
  expect(window.history.length).toBe(historyLength);
});

it("closes the dialog on the browser's Back", async () => {
  const user = renderMenu();
  const dialog = await openDish(user, /Egg Roll/);
  await waitFor(() => expect(address()).toBe('/dishes/egg-roll/'));
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
  expect(dialog).not.toHaveAttribute('open');
  expect(address()).toBe('/');
});

it('keeps a dish opened while the last one is still leaving the history, with its own address', async () => {
  const user = renderMenu();
  const dialog = await openDish(user, /Egg Roll/);
  await waitFor(() => expect(address()).toBe('/dishes/egg-roll/'));
  const landed = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  // Synchronous clicks: the Back that takes /dishes/egg-roll/ off has not landed when the next dish opens.
  act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })));
  act(() => fireEvent.click(screen.getByRole('button', { name: /Pu Pu Platter/ })));
  expect(address()).toBe('/dishes/egg-roll/');
  await act(async () => {
    await landed;
  });
  expect(dialog).toHaveAttribute('open');
  expect(dialog).toHaveAccessibleName('Pu Pu Platter');
  await waitFor(() => expect(address()).toBe('/dishes/pu-pu-platter/'));
});

it('names a sold-out dish\'s button with its price and "Sold out", and shows the label', () => {
  renderMenu();
  const button = screen.getByRole('button', { name: /Scallion Pancakes/ });
  expect(button).toHaveAccessibleName(expect.stringMatching(/Scallion Pancakes.*\$9\.99.*Sold out/));
  expect(within(button).getByText('Sold out')).toBeVisible();
});

it('leaves "Sold out" out of the name of a dish that is not sold out', () => {
  renderMenu();
  expect(screen.getByRole('button', { name: /Egg Roll/ })).not.toHaveAccessibleName(expect.stringContaining('Sold out'));
});

it('opens a sold-out dish, with "Sold out" beside the price and Add to Cart disabled', async () => {
  const user = renderMenu();
  const dialog = await openDish(user, /Scallion Pancakes/);
  expect(dialog).toHaveAccessibleName('Scallion Pancakes');
  const price = within(dialog).getByText('$9.99', { selector: 'p', exact: false });
  expect(within(price).getByText('Sold out')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Add to Cart $9.99' })).toBeDisabled();
});

it('enables Add to Cart again for the next dish that is not sold out', async () => {
  const user = renderMenu();
  const dialog = await openDish(user, /Scallion Pancakes/);
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await openDish(user, /Egg Roll/);
  expect(within(dialog).getByRole('button', { name: 'Add to Cart $3.50' })).toBeEnabled();
  expect(within(dialog).queryByText('Sold out')).toBeNull();
});

it("shows a dish's own photo as a picture named by the dish", async () => {
  const photoImage = {
    width: 1200,
    height: 750,
    placeholder: 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4',
    avifSrcset: '/assets/photos/egg-roll-400-a.avif 400w',
    webpSrcset: '/assets/photos/egg-roll-400-b.webp 400w',
    src: '/assets/photos/egg-roll-400-b.webp',
  };
  const menu = testMenu([{ name: 'Appetizers', href: '/page3', dishes: [{ name: 'Egg Roll', price: '$3.50' }] }]);
  render(<MenuApp menu={menu.map((category) => ({ ...category, dishes: category.dishes.map((dish) => ({ ...dish, photoImage })) }))} />);
  const dialog = await openDish(userEvent.setup(), /Egg Roll/);
  const image = within(dialog).getByRole('img', { name: 'Egg Roll' });
  expect(image).toHaveAttribute('src', photoImage.src);
  expect(image.closest('picture')?.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', photoImage.avifSrcset);
});
