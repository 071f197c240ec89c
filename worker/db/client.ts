import type { Client } from '@libsql/client'
// The web driver only wraps the client it is given; the client decides file or HTTP.
import { drizzle } from 'drizzle-orm/libsql/web'
import * as orderSchema from './schema'
import * as dispatchSchema from './schema-dispatch'
import * as quoteSchema from './schema-quotes'

// Both entries hand in their own libSQL client (embedded file in Node, HTTP in Workers);
// everything above this line sees the same drizzle database.
export const createDb = (client: Client) =>
  drizzle({ client, schema: { ...orderSchema, ...quoteSchema, ...dispatchSchema } })

export type Db = ReturnType<typeof createDb>
