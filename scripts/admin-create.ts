// Creates the seller's admin account, or makes an existing account an admin with a new password.
// Interactive by default; with ADMIN_MOBILE, ADMIN_NAME and ADMIN_PASSWORD set it asks nothing.
// Admins are made only here, on a machine holding the database credentials: there is no API call.
import { stdin, stdout } from 'node:process'
import { createInterface } from 'node:readline/promises'
import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import * as z from 'zod'
import { customerNameField, mobileField } from '../worker/contract/fields'
import { accounts } from '../worker/db/schema'
import { nodeEnvSchema, parseEnv } from '../worker/env'
import { randomId } from '../worker/lib/ids'
import { hashPassword } from '../worker/lib/password'
import { migrateDb, openNodeDb } from '../worker/platform/node-db'
import { loadEnvFileFromArgs } from './env-file'

// --env-file .prod.vars: the live database's URL, token and pepper, from the seller's secrets file.
loadEnvFileFromArgs()

// Longer than a buyer's minimum: this password opens every enquiry and the price list.
const passwordField = z.string().min(10, 'Use at least 10 characters').max(128, 'Use at most 128 characters')

const adminSchema = z.object({ mobile: mobileField, name: customerNameField, password: passwordField })

const fromEnv = z
  .object({
    ADMIN_MOBILE: z.string().optional(),
    ADMIN_NAME: z.string().optional(),
    ADMIN_PASSWORD: z.string().optional(),
    PASSWORD_PEPPER: z.string().optional(),
  })
  .parse(process.env)

// Typed characters are echoed through this stream; muting it hides the password.
let muted = false
const echo = new Writable({
  write(chunk, encoding, done) {
    if (!muted) stdout.write(chunk, encoding)
    done()
  },
})

const ask = async <T>(
  rl: ReturnType<typeof createInterface> | undefined,
  question: string,
  given: string | undefined,
  field: z.ZodType<T>,
  hidden = false,
): Promise<T> => {
  if (given !== undefined) {
    const parsed = field.safeParse(given)
    if (!parsed.success) throw new Error(`${question.replace(/: $/, '')}: ${parsed.error.issues[0]?.message}`)
    return parsed.data
  }
  if (!rl) throw new Error(`${question.replace(/: $/, '')} is required (set it in the environment)`)
  for (;;) {
    // The prompt is written at once; what is typed after it is echoed only when not hidden.
    const pending = rl.question(question)
    muted = hidden
    const answer = await pending
    muted = false
    if (hidden) stdout.write('\n')
    const parsed = field.safeParse(hidden ? answer : answer.trim())
    if (parsed.success) return parsed.data
    console.log(`  ${parsed.error.issues[0]?.message}`)
  }
}

const main = async () => {
  const env = parseEnv(nodeEnvSchema, process.env)
  // A hash made with the development pepper would never match on the real server.
  if (!env.LIBSQL_URL.startsWith('file:') && !fromEnv.PASSWORD_PEPPER) {
    throw new Error('Set PASSWORD_PEPPER to the same secret the server uses (see docs/deploy.md#secrets).')
  }
  const interactive = [fromEnv.ADMIN_MOBILE, fromEnv.ADMIN_NAME, fromEnv.ADMIN_PASSWORD].some(
    (v) => v === undefined,
  )
  const rl =
    interactive && stdin.isTTY ? createInterface({ input: stdin, output: echo, terminal: true }) : undefined
  let input: z.output<typeof adminSchema>
  try {
    const mobile = await ask(
      rl,
      'Mobile number (the username): ',
      fromEnv.ADMIN_MOBILE,
      adminSchema.shape.mobile,
    )
    const name = await ask(rl, 'Name: ', fromEnv.ADMIN_NAME, adminSchema.shape.name)
    const password = await ask(
      rl,
      'Password (at least 10 characters): ',
      fromEnv.ADMIN_PASSWORD,
      passwordField,
      true,
    )
    if (fromEnv.ADMIN_PASSWORD === undefined) {
      const again = await ask(rl, 'Password again: ', undefined, z.string(), true)
      if (again !== password) throw new Error('The two passwords differ; nothing was changed.')
    }
    input = { mobile, name, password }
  } finally {
    rl?.close()
  }

  const { db, close } = await openNodeDb(env.LIBSQL_URL, env.LIBSQL_AUTH_TOKEN)
  try {
    await migrateDb(db)
    const now = Date.now()
    const passwordHash = await hashPassword(input.password, env.PASSWORD_PEPPER)
    const existing = (await db.select().from(accounts).where(eq(accounts.mobileNo, input.mobile)))[0]
    if (existing) {
      // A new password signs out every session the account had, including any as a buyer.
      await db
        .update(accounts)
        .set({
          role: 'admin',
          customerName: input.name,
          passwordHash,
          passwordIsInitial: false,
          initialPasswordExpiresAt: null,
          tokensValidAfter: Math.floor(now / 1000),
          updatedAt: now,
        })
        .where(eq(accounts.id, existing.id))
      console.log(`${input.mobile} (${input.name}) is now an admin, with the new password.`)
    } else {
      await db.insert(accounts).values({
        id: randomId(),
        mobileNo: input.mobile,
        customerName: input.name,
        role: 'admin',
        passwordHash,
        passwordIsInitial: false,
        createdAt: now,
        updatedAt: now,
      })
      console.log(
        `Created admin ${input.mobile} (${input.name}). Sign in with the mobile number and password.`,
      )
    }
  } finally {
    close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
