import { mkdirSync } from 'node:fs'
import type { Page, TestInfo } from '@playwright/test'

export const SCREENSHOT_DIR = 'test-results/screenshots'

// Full-page pictures of what a buyer sees, kept for a person to look at.
export const snap = async (page: Page, info: TestInfo, name: string) => {
  const dir = `${SCREENSHOT_DIR}/${info.project.name}`
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
}

// A distinct mobile number per test and project, so journeys running side by side never meet.
export const mobileFor = (info: TestInfo, salt: number) => {
  const n = (info.project.name === 'phone' ? 1 : 2) * 1000 + salt
  return `98${String(n).padStart(4, '0')}${String(info.workerIndex % 10)}${String(info.retry)}00`.slice(0, 10)
}

export const API = '/api/website-management'

// Types quantities on the quick order page until the cart passes `atLeast` rupees; answers the total.
export const fillQuickOrder = async (page: Page, atLeast = 3000) => {
  await page.goto('/order-now')
  const boxes = page.getByLabel(/^Quantity of /).filter({ visible: true })
  await boxes.first().waitFor()
  let total = 0
  for (let i = 0; total < atLeast && i < 40; i++) {
    const box = boxes.nth(i)
    if (await box.isDisabled()) continue
    await box.fill('50')
    total = await cartTotal(page)
  }
  return total
}

export const cartTotal = (page: Page) =>
  page.evaluate(() => {
    const lines = JSON.parse(localStorage.getItem('product_list') ?? '[]') as { sub_total: number }[]
    return Math.round(lines.reduce((s, l) => s + l.sub_total * 100, 0)) / 100
  })

export const visibleButton = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name }).filter({ visible: true }).first()

export const fillBilling = async (page: Page, mobile: string) => {
  await page.getByLabel('Customer name').fill('Selvam Test Buyer')
  await page.getByLabel('Address').fill('7, West Car Street')
  await page.getByLabel('City').fill('Madurai')
  await page.getByLabel('PIN code').fill('625001')
  await page.getByLabel('Mobile number').fill(mobile)
  await page.getByRole('checkbox').first().check()
}

export const placeEnquiry = async (page: Page) => {
  await visibleButton(page, 'Place enquiry').click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click()
}
