import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
for (const lang of ['hungarian', 'english']) {
  await page.goto(`http://127.0.0.1:36223/iframe.html?id=forms-applicant-base--${lang}&viewMode=story`);
  await page.waitForSelector('form.rjsf');
  const input = page.getByLabel(/Alapítás dátuma|Date of establishment|Establishment/);
  console.log(lang, 'count', await input.count(), await input.first().inputValue());
  await input.first().click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/fe-date-${lang}.png` });
}
console.log(errors);
await browser.close();
