import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const port = 36223;
const ids = Object.keys(JSON.parse(readFileSync('storybook-static/index.json', 'utf8')).entries);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const page = await browser.newPage();
const problems = [];
page.on('console', (m) => { if (m.type() === 'error') problems.push(`${current}: ${m.text().slice(0, 200)}`); });
page.on('pageerror', (e) => problems.push(`${current}: PAGEERROR ${e.message.slice(0, 200)}`));
let current = '';
for (const id of ids) {
  current = id;
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=story`);
  await page.waitForSelector('form.rjsf', { timeout: 15000 }).catch(() => problems.push(`${id}: no form`));
  await page.waitForTimeout(300);
  if (id === 'forms-registration--hungarian-with-errors' || id === 'forms-registration--english-with-errors' || id === 'forms-applicant-base--hungarian') {
    const text = await page.locator('form').innerText();
    console.log(id, '::', text.replace(/\s+/g, ' ').slice(0, 400));
  }
}
await page.goto(`http://127.0.0.1:${port}/iframe.html?id=forms-applicant-financial--hungarian&viewMode=story`);
await page.waitForSelector('form.rjsf');
await page.screenshot({ path: '/tmp/fe-financial.png', fullPage: true });
await page.goto(`http://127.0.0.1:${port}/iframe.html?id=forms-registration--hungarian-with-errors&viewMode=story`);
await page.waitForSelector('form.rjsf');
await page.waitForTimeout(300);
await page.screenshot({ path: '/tmp/fe-registration-errors.png', fullPage: true });
console.log('problems', problems.length, problems.slice(0, 20));
await browser.close();
