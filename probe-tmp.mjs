import { chromium } from '/work/main/node_modules/playwright/index.mjs'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const p = await b.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)))
for (const path of process.argv.slice(2)) {
  await p.goto('http://127.0.0.1:8792' + path)
  await p.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 20000 }).catch(() => console.log('not hydrated'))
  await p.waitForTimeout(1000)
  console.log(path, 'done')
}
await b.close()
