import { expect, test, screenshot } from './fixtures';

/**
 * Land measurement, the main path (docs/rules/land-measurement.md LAND-11, LAND-13): a
 * dispatcher draws a boundary by clicking the map, sees its area and perimeter as the corners
 * come, names and saves it, and finds it in the saved list with the same area. The geodesy, the
 * boundary checks, the track outline and the exports are unit and HTTP tests.
 */

test.use({ account: 'dispatcher', viewport: { width: 1366, height: 900 } });

test('a boundary drawn on the map is measured live, saved and listed with its area', async ({
  page,
}) => {
  const name = `Blok uji ${Date.now().toString(36)}`;
  await page.goto('/land-measurement');
  const list = page.getByTestId('land-list');
  // The seeded measurements (LAND-8) are listed, and the map has fitted them.
  await expect(list.getByTestId('land-item')).toHaveCount(3);
  await page.getByTestId('land-draw').click();
  const map = page.getByTestId('land-map');
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const figures = page.getByTestId('land-figures');
  await map.click({ position: { x: box.width / 2 - 120, y: box.height / 2 - 90 } });
  await map.click({ position: { x: box.width / 2 + 130, y: box.height / 2 - 80 } });
  await expect(figures).toContainText('Tambahkan 1 titik lagi');
  await page.mouse.click(cx + 110, cy + 100);
  // Three corners: an area already, in hectares and square metres.
  await expect(page.getByTestId('land-area-ha')).toContainText(' ha');
  const three = await page.getByTestId('land-area-ha').textContent();
  await page.mouse.click(cx - 140, cy + 70);
  await expect(page.getByTestId('land-area-ha')).not.toHaveText(three ?? '');
  // Indonesian figures: dots between thousands, a comma before the four decimals.
  await expect(page.getByTestId('land-area-ha')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{4} ha$/);
  await expect(page.getByTestId('land-area-m2')).toHaveText(/ m²$/);
  await expect(page.getByTestId('land-perimeter')).toHaveText(/ (k?m)$/);
  const area = (await page.getByTestId('land-area-ha').textContent()) ?? '';
  await page.getByTestId('land-name').fill(name);
  await page.getByTestId('land-notes').fill('Diukur dari peta');
  await screenshot(page, 'land-measurement-drawn', { fullPage: false });
  await page.getByTestId('land-save').click();
  await expect(page.getByText(`Pengukuran "${name}" disimpan.`)).toBeVisible();
  // Listed first (newest), with the area shown while drawing, and shown in the detail panel.
  const first = list.getByTestId('land-item').first();
  await expect(first).toContainText(name);
  await expect(first).toContainText(area);
  await expect(page.getByTestId('land-detail')).toContainText(name);
  await page.getByTestId('land-search').fill('Diukur dari peta');
  await expect(list.getByTestId('land-item')).toHaveCount(1);
  await screenshot(page, 'land-measurement-saved', { fullPage: false });
});

test.describe('on a phone, in English, with the keyboard', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('corners are added at the map centre with Enter and taken back with Backspace', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await page.goto('/land-measurement');
    await expect(page.getByTestId('land-list').getByTestId('land-item').first()).toBeVisible();
    await page.getByRole('button', { name: 'Draw boundary' }).click();
    const map = page.getByTestId('land-map');
    await map.focus();
    const centre = async () => (await map.getAttribute('data-center')) ?? '';
    // Enter adds a corner at the crosshair; the arrow keys move the map under it.
    for (const key of ['ArrowRight', 'ArrowDown', null]) {
      await page.keyboard.press('Enter');
      if (key) {
        const before = await centre();
        await page.keyboard.press(key);
        await page.keyboard.press(key);
        await expect.poll(centre).not.toBe(before);
      }
    }
    // English figures: commas between thousands, a point before the four decimals.
    await expect(page.getByTestId('land-area-ha')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{4} ha$/);
    await expect(page.getByTestId('land-figures')).toContainText('3 corners');
    await page.keyboard.press('Backspace');
    await expect(page.getByTestId('land-figures')).toContainText('Add 1 more corner');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('land-editor')).toBeHidden();
  });
});
